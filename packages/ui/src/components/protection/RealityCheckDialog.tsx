import { Trans, useLingui } from '@lingui/react/macro'
import type { RealityCheckPush } from '@sportsbook/sdk'
import type { ReactNode } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { Dialog } from '../dialog/Dialog'

/** Props of {@link RealityCheckDialog}. */
export interface RealityCheckDialogProps {
  /** The check the server pushed; the dialog shows while there is one. */
  check: RealityCheckPush | null
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
  /** Where the dialog is mounted; document.body by default. */
  container?: HTMLElement | null
}

/**
 * The reality check (PROTOCOL.md section 11), over any route: how long this session has lasted and what was staked,
 * returned and won or lost, with Continue, Log out and the history. It is a modal dialog (focus stays in it and
 * its title and figures are read when it opens) that only an answer closes: Escape and the backdrop do not, and
 * stakes wait until the player answers.
 */
export const RealityCheckDialog = /* @__PURE__ */ Object.assign(
  function RealityCheckDialog({
    check,
    onContinue,
    onLogout,
    historyHref,
    busy = false,
    error,
    container,
  }: RealityCheckDialogProps) {
    const { t } = useLingui()
    const format = useFormatters()
    if (!check) return null
    const totalMinutes = Math.max(0, Math.floor(check.elapsedMs / 60_000))
    const hours = Math.floor(totalMinutes / 60)
    const minutes = totalMinutes % 60
    const elapsed = hours > 0 ? t`${hours} h ${minutes} min` : t`${minutes} min`
    const since = format.time(check.since)
    const money = (value: string) => format.money(value, check.currencyCode)
    return (
      <Dialog
        open
        // Only an answer closes it: no close button, and Escape or the backdrop leave it open.
        dismissible={false}
        container={container}
        className="sb-reality-check"
        data-testid="reality-check"
        title={t`Reality check`}
        description={t`You have been playing for ${elapsed}, since ${since}.`}
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
        <FigureList
          className="sb-reality-check__figures"
          aria-live="polite"
          figures={[
            { label: <Trans>Stakes</Trans>, value: money(check.stakes), field: 'stakes' },
            { label: <Trans>Returns</Trans>, value: money(check.returns), field: 'returns' },
            { label: <Trans>Net</Trans>, value: money(check.net), field: 'net' },
          ]}
        />
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
  },
  { displayName: 'RealityCheckDialog' },
)
