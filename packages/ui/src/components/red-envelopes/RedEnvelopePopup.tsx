import { useLingui } from '@lingui/react/macro'
import type { RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { RedEnvelopeList } from './RedEnvelopeList'

/** Props of {@link RedEnvelopePopup}; any other prop of its {@link Dialog} goes to it. */
export interface RedEnvelopePopupProps
  extends Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'title' | 'children'> {
  /** The activity that has just opened (named by the `redEnvelope` push, read from the member's own list). */
  activity: RedEnvelopeActivity
  /** The Claim button: claim one envelope of the activity for the member. */
  onClaim: (activity: RedEnvelopeActivity) => void
  /** The activity whose claim is travelling. */
  claimingId?: number | null
  /** Demo members see the activity without a claim button. */
  canClaim?: boolean
  /** Why the last claim was refused (the server's message). */
  error?: string | null | undefined
  /** The player closed the popup (Escape, the close button or the backdrop). */
  onDismiss: () => void
}

/**
 * The popup that announces a red envelope activity as it opens, with its claim; the
 * claimed amount shows in it once taken. Everything else about the activity is in the notices panel.
 */
export const RedEnvelopePopup = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RedEnvelopePopup({
    activity,
    onClaim,
    claimingId = null,
    canClaim = true,
    error,
    onDismiss,
    ...rest
  }: RedEnvelopePopupProps) {
    const { t } = useLingui()
    return (
      <Dialog
        {...rest}
        open
        onOpenChange={(next) => {
          if (!next) onDismiss()
        }}
        title={t`A red envelope activity has opened`}
      >
        <RedEnvelopeList
          activities={[activity]}
          canClaim={canClaim}
          claimingId={claimingId}
          onClaim={onClaim}
        />
        {error ? <p role="alert">{error}</p> : null}
      </Dialog>
    )
  }),
  { displayName: 'RedEnvelopePopup' },
)
