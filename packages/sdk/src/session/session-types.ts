import type { Api } from '../api/create-api'
import type { createEmitter } from '../core/emitter'
import type { createStore } from '../core/store'
import type { SportsbookEvents } from '../events'
import type { StorageAdapter } from '../storage'
import type { SessionState } from './session-state'

/**
 * What the SDK asks of the browser's address; the default is `window.location` when there is one. The SDK never
 * picks a route of the host: it emits `navigate`, and the host's router goes there.
 */
export interface LocationAdapter {
  /** Reloads the page (a second 403 on registration). */
  reload(): void
  /**
   * @deprecated No longer called: a pass-code login emits `navigate` `{ to: '/index', replace: true }` and the
   * host's router rewrites its own address. Kept so existing adapters still type-check.
   */
  replace?(url: string): void
}

export interface SessionDeps {
  storage: StorageAdapter
  sessionStorage: StorageAdapter
  /** The session section of the typed API, and the account section's two-step login. */
  api: Pick<Api, 'session'> & { account: Pick<Api['account'], 'twoStepLogin'> }
  store: ReturnType<typeof createStore<SessionState>>
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  location: LocationAdapter
  language(): string
  /** Runs after every login, before `login` is announced: language, balance, sockets. */
  afterLogin(state: SessionState): Promise<void>
  /** Runs when a member's session ends: closes both sockets and empties the bet slip. */
  afterLogout(): void
}

/** What the registration form sends; the password is hashed before it leaves. */
export interface RegisterForm {
  username: string
  password: string
  invitationCode?: string
}

/** What the login window sends; the password is hashed before it leaves. */
export interface LoginForm {
  account: string
  password: string
  /** The captcha answer, once the server asked for one (code 1004). */
  captchaCode?: string
  captchaId?: string
  captchaType?: string
}

/** A channel's login: its auth token, the member's principal, the channel and the currency. */
export interface AuthLoginInput {
  authToken: string
  principal: string
  channel: string
  currencyCode: string
}
