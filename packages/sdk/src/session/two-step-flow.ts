import { ApiError, isApiError } from '../errors'
import type { LoginVia } from '../events'
import { codes } from '../protocol/codes'
import type { SessionState, TwoStepPending } from './session-state'
import type { SessionTransitions } from './session-transitions'
import type { SessionDeps } from './session-types'

/** The challenge a 1008 answer carries, or null when the error is no two-step answer. */
export function twoStepChallengeOf(error: unknown): string | null {
  if (!isApiError(error, codes.TWO_STEP_REQUIRED)) return null
  const { challenge } = (error.data ?? {}) as { challenge?: unknown }
  return typeof challenge === 'string' && challenge !== '' ? challenge : null
}

/**
 * The session machine's two-step login: a form login, a pass-code login, a saved-account
 * switch or an added account that answers 1008 leaves its challenge in the state (`twoStep`); the code completes
 * that login (`/app/api/member/login/2fa`) as the login itself would have ended, with the same `via`.
 */
export function createTwoStepFlow(deps: SessionDeps, transitions: SessionTransitions) {
  const { dispatch, lang, loggedIn, memberAction } = transitions

  /** Keeps the challenge of a 1008 (then rethrown by the caller); any other error changes nothing. */
  function remember(error: unknown, via: LoginVia, account: string): void {
    const challenge = twoStepChallengeOf(error)
    if (challenge) dispatch({ type: 'twoStepChallenged', pending: { challenge, account, via } })
  }

  /**
   * Completes the login waiting for its code. A wrong code rejects with 1000 (the challenge stays: five wrong ones
   * end it); an ended or expired challenge rejects with 1006 and is forgotten (log in again).
   */
  async function complete(code: string): Promise<SessionState> {
    const pending: TwoStepPending | undefined = deps.store.getState().twoStep
    if (!pending) {
      throw new ApiError({ code: codes.NOT_ALLOWED_IN_STATE, msg: 'No login waits for a code', data: null })
    }
    try {
      const user = await deps.api.account.twoStepLogin({
        challenge: pending.challenge,
        code: code.trim(),
        lang: lang(),
      })
      return await loggedIn(user, pending.via, memberAction(user))
    } catch (error) {
      if (isApiError(error, codes.NOT_ALLOWED_IN_STATE)) cancel()
      throw error
    }
  }

  function cancel(): void {
    if (deps.store.getState().twoStep) dispatch({ type: 'twoStepEnded' })
  }

  return { remember, complete, cancel }
}
