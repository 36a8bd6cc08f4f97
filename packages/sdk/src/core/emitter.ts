/** A typed event emitter over a closed map of event names; `on` returns the unsubscribe function. */
export interface Emitter<Events extends object> {
  /** Listens to an event until the returned function is called. */
  on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void
  /** Listens to the next time an event happens only; the returned function cancels it. */
  once<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void
}

export function createEmitter<Events extends object>(): Emitter<Events> & {
  emit<K extends keyof Events>(name: K, payload: Events[K]): void
  clear(): void
} {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  const on: Emitter<Events>['on'] = (name, listener) => {
    let set = listeners.get(name)
    if (!set) {
      set = new Set()
      listeners.set(name, set)
    }
    set.add(listener as (payload: never) => void)
    return () => {
      set.delete(listener as (payload: never) => void)
    }
  }
  return {
    on,
    once(name, listener) {
      const off = on(name, (payload) => {
        off()
        listener(payload)
      })
      return off
    },
    emit(name, payload) {
      const set = listeners.get(name)
      if (!set) return
      // A listener that throws must not stop the others or the SDK flow that emitted.
      for (const listener of [...set]) {
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
