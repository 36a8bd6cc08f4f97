import { ErrorState } from '@sportsbook/ui'
import type { ReactNode } from 'react'
import type { Remote } from './remote'
import { errorMessage } from './session-status'

/** A read that failed: why (the server's or the network's message), and a Retry that reads it again. */
export function RemoteError({
  remote,
  title,
}: {
  remote: Pick<Remote<unknown>, 'error' | 'reload'>
  /** What could not be read; the error state's own heading without one. */
  title?: ReactNode
}) {
  return <ErrorState title={title} message={errorMessage(remote.error)} onRetry={remote.reload} />
}
