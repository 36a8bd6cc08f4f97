import { useLingui } from '@lingui/react/macro'
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'
import { focusableElements } from '../../internal/focusable'
import { useMergedRefs } from '../../internal/merged-refs'
import { type OpenStateProps, useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'

/**
 * Props of {@link Dialog}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to the dialog panel
 * (the element with role `dialog`), not to the backdrop around it.
 */
export interface DialogProps
  extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'onKeyDown'>,
    OpenStateProps {
  /** The dialog's heading, also its accessible name. */
  title: ReactNode
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode
  /** The dialog's content. */
  children?: ReactNode
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode
  /** A click on the backdrop closes the dialog (default true). */
  closeOnBackdropClick?: boolean
  /**
   * False for a dialog only an answer inside it closes (a reality check): no close button, and neither Escape nor
   * the backdrop closes it (default true).
   */
  dismissible?: boolean
  /** Where the dialog is mounted; document.body by default. */
  container?: HTMLElement | null
}

/**
 * A modal dialog: focus moves into it and stays there (Tab cycles), Escape and the close button close it, focus
 * returns to what had it before. The element to focus first may carry `data-autofocus`.
 */
export const Dialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function Dialog({
    open: openProp,
    defaultOpen,
    onOpenChange,
    title,
    description,
    children,
    footer,
    closeOnBackdropClick = true,
    dismissible = true,
    className,
    container,
    ref,
    ...rest
  }: DialogProps) {
    const { t } = useLingui()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const panelRef = useRef<HTMLDivElement>(null)
    const panelRefs = useMergedRefs(panelRef, ref)
    const titleId = useId()
    const descriptionId = useId()

    useEffect(() => {
      if (!open) return
      const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
      const panel = panelRef.current
      if (panel) {
        const first =
          panel.querySelector<HTMLElement>('[data-autofocus]') ??
          focusableElements(panel).find((element) => !element.hasAttribute('data-dialog-close')) ??
          panel
        first.focus()
      }
      return () => {
        if (previous?.isConnected) previous.focus()
      }
    }, [open])

    // Escape is heard on the document, not only in the panel: when the focused control leaves the panel's DOM
    // (a slip's Done button replaced by its empty state), focus falls to the body and Escape must still close.
    // Only the topmost open dialog closes.
    useEffect(() => {
      if (!open || !dismissible) return
      const onEscape = (event: globalThis.KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]')
        if (dialogs[dialogs.length - 1] !== panelRef.current) return
        event.preventDefault()
        setOpen(false)
      }
      document.addEventListener('keydown', onEscape)
      return () => document.removeEventListener('keydown', onEscape)
    }, [open, setOpen, dismissible])

    if (!open) return null

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Tab' || !panelRef.current) return
      const focusable = focusableElements(panelRef.current)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panelRef.current)
      ) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }

    const content = (
      <div className="sb-dialog" data-state="open">
        <div
          className="sb-dialog__backdrop"
          aria-hidden="true"
          onClick={closeOnBackdropClick && dismissible ? () => setOpen(false) : undefined}
        />
        <div
          {...rest}
          ref={panelRefs}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={
            [rest['aria-describedby'], description ? descriptionId : null].filter(Boolean).join(' ') ||
            undefined
          }
          tabIndex={-1}
          className={className ? `sb-dialog__panel ${className}` : 'sb-dialog__panel'}
          data-state="open"
          onKeyDown={onKeyDown}
        >
          {/* Plain divs: a <header> or <footer> outside <main> is the page's banner or contentinfo landmark. */}
          <div className="sb-dialog__header">
            <h2 id={titleId} className="sb-dialog__title">
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className="sb-dialog__close"
                aria-label={t`Close`}
                data-dialog-close=""
                onClick={() => setOpen(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className="sb-dialog__description">
              {description}
            </p>
          ) : null}
          <div className="sb-dialog__body">{children}</div>
          {footer ? <div className="sb-dialog__footer">{footer}</div> : null}
        </div>
      </div>
    )
    return createPortal(content, container ?? document.body)
  }),
  { displayName: 'Dialog' },
)
