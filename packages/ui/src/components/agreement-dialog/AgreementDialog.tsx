import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { sanitizeAgreement } from './sanitize-agreement'

/**
 * Props of {@link AgreementDialog}; any other prop of {@link Dialog} (`id`, `aria-*`, `data-*`, `ref`) goes to the dialog
 * panel.
 */
export interface AgreementDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'description'> {
  /** The agreement's name: the dialog's title. */
  title: string
  /** The agreement's text as HTML from the server; it is sanitised before it is shown. */
  html: string
  /** Called by the Confirm button, which also closes the dialog (`onOpenChange` hears of it). */
  onConfirm?: () => void
}

/** Shows the user agreement, cleaned of any active content, with a Confirm button. */
export const AgreementDialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function AgreementDialog({
    open: openProp,
    defaultOpen,
    onOpenChange,
    title,
    html,
    onConfirm,
    className,
    ...rest
  }: AgreementDialogProps) {
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const [clean, setClean] = useState<{ source: string; html: string } | null>(null)

    useEffect(() => {
      if (!open) return
      let current = true
      void sanitizeAgreement(html).then((result) => {
        if (current) setClean({ source: html, html: result })
      })
      return () => {
        current = false
      }
    }, [open, html])

    const ready = clean !== null && clean.source === html
    return (
      <Dialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        title={title}
        className={className ? `sb-agreement ${className}` : 'sb-agreement'}
        footer={
          <button
            type="button"
            className="sb-button"
            onClick={() => {
              onConfirm?.()
              setOpen(false)
            }}
          >
            <Trans>Confirm</Trans>
          </button>
        }
      >
        {ready ? (
          // A long text scrolls inside its own region, reachable by Tab so the keyboard can scroll it.
          <section
            className="sb-agreement__text"
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's HTML went through DOMPurify above
            dangerouslySetInnerHTML={{ __html: clean.html }}
          />
        ) : (
          <p className="sb-agreement__loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </Dialog>
    )
  }),
  { displayName: 'AgreementDialog' },
)
