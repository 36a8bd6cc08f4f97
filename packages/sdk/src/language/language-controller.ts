// The language change flow, part of the session core: it loads with the first call, as every step of it
// calls the server or waits for its language list.
import type { Api } from '../api/create-api'
import type { createEmitter } from '../core/emitter'
import type { createStore, ReadableStore } from '../core/store'
import type { SportsbookEvents } from '../events'
import { languageCodes } from '../protocol/language-codes'
import type { SessionState } from '../session/session-state'
import type { StorageAdapter } from '../storage'
import { storageKeys } from '../storage'
import type { LanguageOptions, LanguageState } from './language-state'
import { detectLanguage, type LanguageItem, languageList, resolveLanguage } from './languages'

export interface LanguageDeps {
  store: ReturnType<typeof createStore<LanguageState>>
  storage: StorageAdapter
  api: Pick<Api, 'session'>
  session: ReadableStore<SessionState>
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  fetchText(url: string): Promise<string>
  clearBetSlip(): void
  tellMainSocket(code: string): void
  options: LanguageOptions
}

export function createLanguageController(deps: LanguageDeps) {
  const forced = deps.options.forced ?? null
  const { store } = deps

  /** The forced language, else the stored one, the app setting, the browser's; among `available`. */
  const startingCode = (
    stored: string | null,
    available: Parameters<typeof detectLanguage>[0]['available'],
  ) =>
    forced ??
    detectLanguage({
      stored,
      appDefault: deps.options.default ?? null,
      browserLanguage: deps.options.browser ?? globalThis.navigator?.language ?? null,
      available,
    })

  async function loadOverrides(code: string): Promise<Record<string, string>> {
    const item = store.getState().list.find((entry) => entry.code === code)
    // Built-in entries carry their bare code as path: they have no server file to load.
    if (!item?.path || item.path === item.code) return {}
    try {
      const parsed: unknown = JSON.parse(await deps.fetchText(item.path))
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
    } catch {
      return {} // a missing override file leaves the built-in texts
    }
  }

  /** Stored locally, else the app setting, else the browser's; English when unknown. */
  async function init(serverLanguages: LanguageItem[]): Promise<string> {
    const list = languageList(serverLanguages)
    const stored = await deps.storage.getItem(storageKeys.local.lang)
    const code = startingCode(stored, list)
    store.setState({ ...store.getState(), list, code, overrides: await loadOverrides(code) })
    return code
  }

  /**
   * Before the server's list arrives: the stored choice (else the app setting, else the browser's)
   * among the product's codes, so the first calls after a reload already carry it. An init or a change made
   * meanwhile wins.
   */
  async function prime(): Promise<string> {
    const before = store.getState()
    const stored = await deps.storage.getItem(storageKeys.local.lang)
    if (store.getState() !== before) return store.getState().code
    const code = startingCode(stored, languageCodes)
    store.setState({ ...before, code })
    return code
  }

  /**
   * Language change: store the code, fall back to English if it is not in the list, load the
   * language file, save it on the profile, clear the bet slip, announce it, tell the live socket.
   */
  async function set(requested: string, origin: 'user' | 'server' = 'user'): Promise<string> {
    const state = store.getState()
    const code = forced ?? resolveLanguage(requested, state.list)
    await deps.storage.setItem(storageKeys.local.lang, code)
    const overrides = await loadOverrides(code)
    store.setState({ ...store.getState(), code, overrides })
    const session = deps.session.getState()
    if (origin === 'user' && session.status !== 'idle') {
      try {
        await deps.api.session.userInfoEdit({ languageCode: code })
      } catch {
        // The page language changed anyway; the profile catches up at the next change.
      }
    }
    deps.clearBetSlip()
    deps.events.emit('language', { code })
    if (origin === 'user') deps.tellMainSocket(code)
    return code
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    init,
    prime,
    set: (code: string) => set(code, 'user'),
    /** The main socket said the profile language changed elsewhere. */
    applyRemote: (code: string) => set(code, 'server'),
    current: () => store.getState().code,
  }
}

export type LanguageController = ReturnType<typeof createLanguageController>
