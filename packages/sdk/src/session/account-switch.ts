import { hashPassword } from '../crypto/password-hash'
import { ApiError, isApiError } from '../errors'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import { readSavedAccounts, rememberAccount } from './saved-accounts'
import { isRealUser, type SessionState } from './session-state'
import { credentialsOf, noForbiddenReset, type SessionTransitions } from './session-transitions'
import type { SessionDeps } from './session-types'
import type { createTwoStepFlow } from './two-step-flow'

/** Moving between the player's accounts: switching to a saved one, or logging another one in beside it. */
export function createAccountSwitch(
  deps: SessionDeps,
  transitions: SessionTransitions,
  twoStep: ReturnType<typeof createTwoStepFlow>,
) {
  const { storage, api, events } = deps
  const { lang, loggedIn, memberAction } = transitions

  async function switchAccount(uid: string): Promise<SessionState> {
    const left = deps.store.getState()
    const saved = (await readSavedAccounts(storage)).find((entry) => String(entry.uid) === uid)
    if (!saved)
      throw new ApiError({
        code: codes.INVALID_REQUEST,
        msg: 'Unknown saved account',
        data: { field: 'uid' },
      })
    const creds = credentialsOf(saved)
    let user: UserInfo
    try {
      user = await api.session.userLogin({ ...creds, lang: lang() }, { ...noForbiddenReset, session: creds })
    } catch (error) {
      twoStep.remember(error, 'switchAccount', saved.account)
      // The saved token was revoked (a logout, a password change) or expired: that account's session ended,
      // not this page's. The host asks for its password; the current session and storage stay as they are.
      if (isApiError(error, codes.FORBIDDEN) || isApiError(error, codes.RELOGIN)) {
        events.emit('savedAccountEnded', { uid, account: saved.account })
      }
      throw error
    }
    return keepingLeft(left, await loggedIn({ ...creds, ...user }, 'switchAccount', memberAction(user)))
  }

  async function addAccount(input: { account: string; password: string }): Promise<SessionState> {
    const left = deps.store.getState()
    const pwd = await hashPassword(input.password)
    const user = await api.session.addAccount({ account: input.account, pwd }).catch((error: unknown) => {
      twoStep.remember(error, 'switchAccount', input.account)
      throw error
    })
    return keepingLeft(left, await loggedIn(user, 'switchAccount', memberAction(user)))
  }

  /**
   * A switch keeps the account it left in the saved list (while saving is on), so the player can
   * switch back, even when that account logged in with saving off.
   */
  async function keepingLeft(left: SessionState, state: SessionState): Promise<SessionState> {
    if (isRealUser(left) && left.user && String(left.user.uid) !== state.credentials?.uid) {
      await rememberAccount(storage, left.user)
    }
    return state
  }

  return { switchAccount, addAccount }
}
