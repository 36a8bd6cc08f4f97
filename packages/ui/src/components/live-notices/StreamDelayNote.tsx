import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link StreamDelayNote}; any other prop of a `p` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export type StreamDelayNoteProps = ComponentPropsWithRef<'p'>

/**
 * The note every live page carries (UK Gambling Commission RTS 15): a stream or broadcast the player watches may
 * run ahead of the prices and scores shown here, so an event seen there may not be in the prices yet.
 */
export const StreamDelayNote = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function StreamDelayNote({ className, ref, ...rest }: StreamDelayNoteProps) {
    return (
      <p {...rest} ref={ref} className={className ? `sb-stream-note ${className}` : 'sb-stream-note'}>
        <Trans>
          The stream you watch may be ahead of you: scores and prices here can reach you a few seconds after
          the pictures.
        </Trans>
      </p>
    )
  }),
  { displayName: 'StreamDelayNote' },
)
