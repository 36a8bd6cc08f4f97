import { Plural, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, useContext, useSyncExternalStore } from 'react'
import { withRef } from '../../internal/with-ref'
import { ToastContext } from './ToastProvider'
import type { ToastStore } from './toast-store'

/** Props of {@link Toaster}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ToasterProps extends ComponentPropsWithRef<'section'> {
  /** The store to show; the nearest ToastProvider's by default. */
  store?: ToastStore
}

/**
 * Shows the toasts in a live region: errors are alerts, warnings and successes polite statuses. The same error shown again is
 * one toast with a count. A toast leaves after a while, but stays while the pointer or focus is on it.
 */
export const Toaster = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function Toaster({ store: storeProp, className, ref, ...rest }: ToasterProps) {
    const { t } = useLingui()
    const contextStore = useContext(ToastContext)
    const store = storeProp ?? contextStore
    if (!store) throw new Error('<Toaster> needs a store prop or a <ToastProvider> above it')
    const toasts = useSyncExternalStore(store.subscribe, store.getState, store.getState)
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-toaster ${className}` : 'sb-toaster'}
        aria-label={t`Notifications`}
      >
        <ol className="sb-toaster__list">
          {toasts.map(({ count, ...toast }) => (
            <li
              key={toast.id}
              className="sb-toast"
              data-kind={toast.kind}
              onPointerEnter={() => store.pause(toast.id)}
              onPointerLeave={() => store.resume(toast.id)}
              onFocus={() => store.pause(toast.id)}
              onBlur={() => store.resume(toast.id)}
            >
              {/* The live region sits inside the item: a list may hold only list items. */}
              <div className="sb-toast__live" role={toast.kind === 'error' ? 'alert' : 'status'}>
                <span className="sb-toast__message">{toast.message}</span>
                {count > 1 ? (
                  <span className="sb-toast__count">
                    <Plural value={count} one="# time" other="# times" />
                  </span>
                ) : null}
              </div>
              <button
                type="button"
                className="sb-toast__close"
                aria-label={t`Dismiss`}
                onClick={() => store.dismiss(toast.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      </section>
    )
  }),
  { displayName: 'Toaster' },
)
