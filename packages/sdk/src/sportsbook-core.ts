// The heavy half of the client, loaded on the first call that needs it (the first session action or API call):
// the call layer on ky, the ciphers, the client info, the session state machine and the language change flow.
// A page's first render does not wait for it; `createSportsbook` hands out stores and functions at once and they
// resolve through this module.

import type { ApiFunction } from './api/api-function'
import { createGroupApi } from './api/create-api'
import { createClientInfo } from './client-info'
import type { createEmitter } from './core/emitter'
import type { createStore } from './core/store'
import { createCipher } from './crypto/cipher'
import type { ProtectionRefusal } from './errors/protection-error'
import type { SportsbookEvents } from './events'
import { createCallLayer } from './http'
import { createLanguageController, type LanguageDeps } from './language/language-controller'
import { accountPaths } from './protocol/catalogue/account'
import { sessionPaths } from './protocol/catalogue/session'
import { sysinitRow } from './protocol/catalogue/sysinit'
import type { SysinitAnswer } from './protocol/schemas/session-shapes'
import {
  createSessionController,
  type LocationAdapter,
  type SessionController,
} from './session/session-controller'
import type { SessionState } from './session/session-state'
import type { StorageAdapter } from './storage'

export interface CoreDeps {
  baseUrl: string
  channel: string
  fetch: typeof fetch
  userAgent: string | undefined
  timeoutMs: number | undefined
  cipher: 'auto' | 'subtle' | 'crypto-js'
  storage: StorageAdapter
  sessionStorage: StorageAdapter
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  sessionStore: ReturnType<typeof createStore<SessionState>>
  location: LocationAdapter
  language(): string
  afterLogin(state: SessionState): Promise<void>
  afterLogout(): void
  /** A call was refused by player protection (1007): the protection store keeps what it says. */
  onRefusal(refusal: ProtectionRefusal): void
  /** What the language change flow needs of the shell (the core adds its session calls). */
  languageFlow: Omit<LanguageDeps, 'api'>
}

export function createCore(deps: CoreDeps) {
  const clientInfo = createClientInfo({
    storage: deps.storage,
    channel: deps.channel,
    userAgent: deps.userAgent,
  })
  let session: SessionController | undefined
  // Every call waits until the stored language is read: a reload's first calls carry the player's choice.
  let languageRead: Promise<unknown> = Promise.resolve()
  const calls = createCallLayer({
    baseUrl: deps.baseUrl,
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    cipher: createCipher(deps.cipher),
    session: () => deps.sessionStore.getState().credentials ?? { uid: '', token: '' },
    startingSession: () => session?.startUnderway() ?? null,
    clientInfo: async () => {
      await languageRead
      const user = deps.sessionStore.getState().user
      return clientInfo.get(deps.language(), user?.source === 1 ? 1 : 2)
    },
    onRelogin: (error) => deps.events.emit('relogin', { path: error.path }),
    onForbidden: (error, sent) => void session?.handleForbidden(error, sent),
    onWarning: (error) => deps.events.emit('warning', { error }),
    onProtection: (error) => deps.onRefusal(error.refusal),
  })
  // The account section rides along for the session machine's two-step login: its
  // paths are a few strings, its calls' code loads with sb.account.
  const api = {
    session: createGroupApi<'session'>(calls, sessionPaths),
    account: createGroupApi<'account'>(calls, accountPaths),
  }
  session = createSessionController({
    storage: deps.storage,
    sessionStorage: deps.sessionStorage,
    api,
    store: deps.sessionStore,
    events: deps.events,
    location: deps.location,
    language: deps.language,
    afterLogin: deps.afterLogin,
    afterLogout: deps.afterLogout,
  })
  const language = createLanguageController({ ...deps.languageFlow, api })
  languageRead = language.prime().catch(() => undefined)
  const [sysinitPath, sysinitSpec] = sysinitRow
  // The first read of every page, without downloading the rest of its Matches section.
  const sysinit: ApiFunction<'matches', 'sysinit'> = (payload, options) =>
    calls.callSpec<SysinitAnswer>({ ...sysinitSpec, path: sysinitPath }, payload, options)
  return { calls, api, session, sysinit, language }
}

export type SportsbookCore = ReturnType<typeof createCore>
