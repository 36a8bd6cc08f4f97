import { hashPassword } from '../crypto/password-hash'
import { errorCodes, isApiError, isSportsbookError, SportsbookError } from '../errors'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import { storageKeys } from '../storage'
import { decodePassCode } from './pass-code'
import type { SessionStart } from './session-start'
import type { Credentials, SessionState } from './session-state'
import { noForbiddenReset, type SessionTransitions } from './session-transitions'
import type { AuthLoginInput, LoginForm, RegisterForm, SessionDeps } from './session-types'
import type { createTwoStepFlow } from './two-step-flow'

/** The ways into a session: registration, the form and pass-code logins, the demo and a channel's login. */
export function createSessionLogins(
  deps: SessionDeps,
  transitions: SessionTransitions,
  { start, visitorCredentials }: SessionStart,
  twoStep: ReturnType<typeof createTwoStepFlow>,
) {
  const { storage, api, events } = deps
  const { lang, createVisitor, loggedIn, memberAction } = transitions

  /** Registration: code 0 goes to /index; 403 retries once after a new guest, then reloads. */
  async function register(form: RegisterForm): Promise<SessionState> {
    const payload = {
      account: form.username,
      pwd: await hashPassword(form.password),
      promoteCode: form.invitationCode ?? '',
      lang: lang(),
    }
    const attempt = (session: Credentials) =>
      api.session.userCreateAccount(payload, { ...noForbiddenReset, session })
    let user: UserInfo
    try {
      user = await attempt(await visitorCredentials())
    } catch (error) {
      if (!isApiError(error, codes.FORBIDDEN)) throw error
      const fresh = await createVisitor()
      try {
        user = await attempt(fresh.credentials as Credentials)
      } catch (retryError) {
        if (isApiError(retryError, codes.FORBIDDEN)) {
          events.emit('reloadRequired', { reason: 'register' })
          deps.location.reload()
        }
        throw retryError
      }
    }
    await storage.setItem(storageKeys.local.isReg, 'ok')
    await storage.setItem(storageKeys.local.lastAccount, form.username)
    const state = await loggedIn(user, 'register', 'memberLoggedIn')
    events.emit('navigate', { to: '/index' })
    return state
  }

  async function login(form: LoginForm): Promise<SessionState> {
    try {
      const user = await api.session.userRegisteLogin(
        {
          account: form.account,
          pwd: await hashPassword(form.password),
          code: form.captchaCode ?? '',
          captchaId: form.captchaId ?? '',
          captchaType: form.captchaType ?? '',
          lang: lang(),
          domainType: 3,
        },
        noForbiddenReset,
      )
      await storage.setItem(storageKeys.local.lastAccount, form.account)
      return await loggedIn(user, 'login', memberAction(user))
    } catch (error) {
      twoStep.remember(error, 'login', form.account)
      if (isSportsbookError(error)) events.emit('changeLoginError', { error })
      throw error
    }
  }

  /** A pass code is `BASE64(uid|token)`; afterwards the host shows `/#/index`. */
  async function loginWithPassCode(passCode: string): Promise<SessionState> {
    try {
      const creds = decodePassCode(passCode)
      const user = await api.session.userLogin(
        { ...creds, lang: lang() },
        { ...noForbiddenReset, session: creds },
      )
      // The pass code is used up: the host shows /#/index at once (its address is its own), whatever the
      // login's later steps do.
      events.emit('navigate', { to: '/index', replace: true })
      return await loggedIn({ ...creds, ...user }, 'passCode', memberAction(user))
    } catch (error) {
      twoStep.remember(error, 'passCode', '')
      if (isSportsbookError(error)) events.emit('passLoginError', { error })
      throw error
    }
  }

  /**
   * A demo is a visitor's trial. From a demo it is the demo already running; from a member's session it is refused
   * before anything is sent (the stored guest became that member at registration, so the server would refuse it):
   * a player who is logged in keeps the session, and logs out to try the demo.
   */
  async function tryPlay(): Promise<SessionState> {
    const current = await start()
    if (current.status === 'demo') return current
    if (current.status === 'member' || current.status === 'channel')
      throw new SportsbookError('Log out to try the demo: a demo starts from a visitor, not a member.', {
        code: errorCodes.MEMBER_SESSION,
      })
    const session = await visitorCredentials()
    const user = await api.session.userTryPlay({ ...session, lang: lang() }, { ...noForbiddenReset, session })
    return loggedIn(user, 'tryPlay', 'demoStarted')
  }

  async function authLogin(input: AuthLoginInput): Promise<SessionState> {
    const user = await api.session.authLogin({ ...input, lang: lang(), siteNo: 7 }, noForbiddenReset)
    return loggedIn(user, 'authLogin', 'channelLoggedIn')
  }

  return { register, login, loginWithPassCode, tryPlay, authLogin }
}
