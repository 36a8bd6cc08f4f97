import { Trans, useLingui } from '@lingui/react/macro'
import type { RealityCheckPush } from '@sportsbook/sdk'
import type { ReactNode } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { refusalReasonText } from './protection-texts'

/**
 * Props of {@link RealityCheckDialog}; any other prop of the dialog's root (`id`, `aria-*`, `data-*`, `ref`) goes
 * to it.
 */
export interface RealityCheckDialogProps
  extends Omit<
    DialogProps,
    'title' | 'description' | 'footer' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange' | 'dismissible'
  > {
  /**
   * The check waiting for an answer (`useProtection().realityCheck`); the dialog shows while there is one. `'due'`:
   * a stake was refused for a check this page never received, so it asks for the answer without figures.
   */
  check: RealityCheckPush | 'due' | null
  /** Goes on playing (the answer `continue`). */
  onContinue: () => void
  /** Ends this session (the answer `logout`). */
  onLogout: () => void
  /** Where the history of this session's bets and movements is (the statement). */
  historyHref: string
  /** While the answer is being sent: both buttons wait. */
  busy?: boolean
  /** The server's refusal of the answer. */
  error?: ReactNode
}

/** The dialog around a check: only an answer closes it, with Continue, Log out and the history. */
function RealityCheckFrame({
  description,
  figures,
  onContinue,
  onLogout,
  historyHref,
  busy,
  error,
  className,
  ...rest
}: Omit<RealityCheckDialogProps, 'check'> & { description: string; figures?: ReactNode }) {
  const { t } = useLingui()
  return (
    <Dialog
      data-testid="reality-check"
      {...rest}
      open
      // Only an answer closes it: no close button, and Escape or the backdrop leave it open.
      dismissible={false}
      className={className ? `sb-reality-check ${className}` : 'sb-reality-check'}
      title={t`Reality check`}
      description={description}
      footer={
        <>
          <button
            type="button"
            className="sb-button"
            data-action="continue"
            data-autofocus=""
            disabled={busy}
            onClick={onContinue}
          >
            <Trans>Continue</Trans>
          </button>
          <button
            type="button"
            className="sb-button sb-button--secondary"
            data-action="logout"
            disabled={busy}
            onClick={onLogout}
          >
            <Trans>Log out</Trans>
          </button>
        </>
      }
    >
      {figures}
      {error ? (
        <p className="sb-cashier__error" role="alert">
          {error}
        </p>
      ) : null}
      {/* A new tab: this page keeps the check (and its stakes wait) until the player answers it here. */}
      <a
        className="sb-reality-check__history"
        href={historyHref}
        target="_blank"
        rel="noopener"
        data-action="history"
      >
        <Trans>See your history</Trans>
      </a>
    </Dialog>
  )
}

/**
 * The reality check, over any route: how long this session has lasted and what was staked,
 * returned and won or lost, with Continue, Log out and the history. It is a modal dialog (focus stays in it and
 * its title and figures are read when it opens) that only an answer closes: Escape and the backdrop do not, and
 * stakes wait until the player answers.
 */
export const RealityCheckDialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RealityCheckDialog({ check, ...frame }: RealityCheckDialogProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    if (!check) return null
    if (check === 'due') {
      return <RealityCheckFrame {...frame} description={refusalReasonText(i18n, 'realityCheck')} />
    }
    const totalMinutes = Math.max(0, Math.floor(check.elapsedMs / 60_000))
    const hours = Math.floor(totalMinutes / 60)
    const minutes = totalMinutes % 60
    const elapsed = hours > 0 ? t`${hours} h ${minutes} min` : t`${minutes} min`
    const since = format.time(check.since)
    const money = (value: string) => format.money(value, check.currencyCode)
    return (
      <RealityCheckFrame
        {...frame}
        description={t`You have been playing for ${elapsed}, since ${since}.`}
        figures={
          <FigureList
            className="sb-reality-check__figures"
            figures={[
              { label: <Trans>Stakes</Trans>, value: money(check.stakes), field: 'stakes' },
              { label: <Trans>Returns</Trans>, value: money(check.returns), field: 'returns' },
              { label: <Trans>Net</Trans>, value: money(check.net), field: 'net' },
            ]}
          />
        }
      />
    )
  }),
  { displayName: 'RealityCheckDialog' },
)
