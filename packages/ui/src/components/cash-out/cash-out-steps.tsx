import { Trans } from '@lingui/react/macro'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

/** Where a cash out stands (its root's data-state). */
export type CashOutStep = 'unavailable' | 'idle' | 'confirming' | 'pending'

/** The state of {@link CashOutActions}, from {@link useCashOutSteps}. */
export interface CashOutSteps {
  step: CashOutStep
  confirmRef: RefObject<HTMLButtonElement | null>
  ask(): void
  cancel(): void
}

/**
 * The two steps every cash out takes (CashOut, CashOutPanel): a press asks to confirm, Confirm sends. The confirm
 * button takes the focus when asked, and a confirmation is dropped when the offer goes (a market suspended).
 */
export function useCashOutSteps({
  available,
  pending,
}: {
  available: boolean
  pending: boolean
}): CashOutSteps {
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  useEffect(() => {
    if (!available) setConfirming(false)
  }, [available])
  const step = pending ? 'pending' : !available ? 'unavailable' : confirming ? 'confirming' : 'idle'
  return { step, confirmRef, ask: () => setConfirming(true), cancel: () => setConfirming(false) }
}

/**
 * The buttons of the step a cash out is at, and why its last try failed: the offer to press, the question with
 * Confirm and Cancel, or a disabled button while nothing is offered or the cash out is on its way.
 */
export function CashOutActions({
  steps,
  offer,
  question,
  onConfirm,
  confirmClassName,
  message,
}: {
  steps: CashOutSteps
  /** The idle button's text ("Cash out 12.00"). */
  offer: ReactNode
  /** The question asked before Confirm ("Cash out for 12.00?"). */
  question: ReactNode
  onConfirm: () => void
  /** A class for a box around the question and its buttons. */
  confirmClassName?: string
  message?: ReactNode
}) {
  const { step, confirmRef, ask, cancel } = steps
  const confirm = (
    <>
      <span className="sb-cash-out__question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="sb-button"
        onClick={() => {
          cancel()
          onConfirm()
        }}
      >
        <Trans>Confirm</Trans>
      </button>
      <button type="button" className="sb-button sb-button--secondary" onClick={cancel}>
        <Trans>Cancel</Trans>
      </button>
    </>
  )
  return (
    <>
      {step === 'unavailable' ? (
        <button type="button" className="sb-button sb-button--secondary" disabled>
          <Trans>Cash out unavailable</Trans>
        </button>
      ) : step === 'pending' ? (
        <button type="button" className="sb-button" disabled aria-busy="true">
          <Trans>Cashing out…</Trans>
        </button>
      ) : step === 'confirming' ? (
        confirmClassName ? (
          <div className={confirmClassName}>{confirm}</div>
        ) : (
          confirm
        )
      ) : (
        <button type="button" className="sb-button" onClick={ask}>
          {offer}
        </button>
      )}
      {message ? (
        <p className="sb-cash-out__message" role="status">
          {message}
        </p>
      ) : null}
    </>
  )
}
