import { createContext, type ReactNode, useContext, useState } from 'react'
import { createToastStore, type ToastStore } from './toast-store'

// Apart from <Toaster />, so a site can render the toasts' region after its first paint while the provider (which
// every page's useToasts() needs) stays in its first chunk.
/** The store ToastProvider shares with useToasts() and <Toaster />. */
export const ToastContext = /* @__PURE__ */ createContext<ToastStore | null>(null)

/** Props of ToastProvider. */
export interface ToastProviderProps {
  /** A store made by createToastStore, e.g. to raise toasts from SDK events; one is made if none is given. */
  store?: ToastStore
  children?: ReactNode
}

/** Shares one toast store with useToasts() and <Toaster />. */
export const ToastProvider = /* @__PURE__ */ Object.assign(
  function ToastProvider({ store, children }: ToastProviderProps) {
    const [own] = useState(() => store ?? createToastStore())
    return <ToastContext.Provider value={store ?? own}>{children}</ToastContext.Provider>
  },
  { displayName: 'ToastProvider' },
)

/** The toast store of the nearest ToastProvider: `useToasts().error(msg)`, `.warning(msg)`, `.success(msg)`. */
export function useToasts(): ToastStore {
  const store = useContext(ToastContext)
  if (!store) throw new Error('useToasts() needs a <ToastProvider> above it')
  return store
}
