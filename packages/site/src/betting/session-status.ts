import { isSportsbookError } from '@sportsbook/sdk'
import { useSession } from '@sportsbook/ui'

/**
 * Whether the page has a session to call with: visitor paths (V) wait for the guest the SDK creates after the
 * first paint, so no call goes out with an empty token (which the server answers 403, a forced logout).
 */
export function useSessionReady(): boolean {
  return useSession().status !== 'idle'
}

/** A member (registered, demo or channel): bets, favourites and the slip's placement need one. */
export function useIsMember(): boolean {
  const { status } = useSession()
  return status === 'member' || status === 'demo' || status === 'channel'
}

/** The server's or the network's message of a failed read, for an error state. */
export function errorMessage(error: unknown): string | undefined {
  if (isSportsbookError(error)) return error.message
  return error instanceof Error ? error.message : undefined
}
