import { createStore, type ReadableStore } from '@sportsbook/sdk/store'

/** How a toast is announced and coloured: errors are alerts, warnings and successes polite statuses. */
export type ToastKind = 'error' | 'warning' | 'success'

/** One toast on screen. */
export interface Toast {
  id: string
  kind: ToastKind
  message: string
  /** How many times the same message was shown while this toast was up. */
  count: number
}

/** The toasts and the calls that raise and dismiss them (createToastStore, useToasts). */
export interface ToastStore extends ReadableStore<readonly Toast[]> {
  /** Shows an error; the same error already on screen counts up instead (errors are grouped). */
  error(message: string): string
  /** Shows a warning as a polite status. */
  warning(message: string): string
  /** Confirms what the player did (a cash out, a shared bet, a logout): a polite status, never a warning. */
  success(message: string): string
  /** Removes a toast now. */
  dismiss(id: string): void
  /** Holds a toast on screen while the pointer or the focus is on it. */
  pause(id: string): void
  /** Restarts the timer of a toast paused by the pointer or the focus. */
  resume(id: string): void
  /** Removes every toast. */
  clear(): void
}

/** Options of createToastStore. */
export interface ToastStoreOptions {
  /** How long a toast stays, in ms (default 5000). */
  duration?: number
  /** The most toasts on screen at once; the oldest leave first (default 4). */
  max?: number
}

/** The toasts of a page, outside React, so SDK events can raise them from anywhere. */
export function createToastStore({ duration = 5000, max = 4 }: ToastStoreOptions = {}): ToastStore {
  const store = createStore<readonly Toast[]>([])
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let next = 0

  const stopTimer = (id: string) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
  }
  const dismiss = (id: string) => {
    stopTimer(id)
    store.setState((toasts) => toasts.filter((toast) => toast.id !== id))
  }
  const startTimer = (id: string) => {
    stopTimer(id)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    )
  }

  const show = (kind: ToastKind, message: string): string => {
    const same = store.getState().find((toast) => toast.kind === kind && toast.message === message)
    if (same) {
      store.setState((toasts) =>
        toasts.map((toast) => (toast.id === same.id ? { ...toast, count: toast.count + 1 } : toast)),
      )
      startTimer(same.id)
      return same.id
    }
    next += 1
    const id = `toast-${next}`
    const current = store.getState()
    const overflow = Math.max(0, current.length - (max - 1))
    for (const dropped of current.slice(0, overflow)) stopTimer(dropped.id)
    store.setState([...current.slice(overflow), { id, kind, message, count: 1 }])
    startTimer(id)
    return id
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    error: (message) => show('error', message),
    warning: (message) => show('warning', message),
    success: (message) => show('success', message),
    dismiss,
    pause: stopTimer,
    resume(id) {
      if (store.getState().some((toast) => toast.id === id)) startTimer(id)
    },
    clear() {
      for (const id of timers.keys()) stopTimer(id)
      store.setState([])
    },
  }
}
