// Pins the public API: the runtime exports by name, and the shapes integrators code against (checked by `tsc`
// in the typecheck task through expectTypeOf).
import { describe, expect, expectTypeOf, it } from 'vitest'
import type {
  Api,
  ApiError,
  ApiErrorData,
  ApiErrorDataMap,
  BalanceEntry,
  BetSlipResult,
  BetSlipState,
  BetSlipStore,
  InvitationCodes,
  LanguageState,
  LiveOddsStore,
  LiveSelection,
  LocationAdapter,
  OddsFormat,
  OddsFormatStore,
  ReadableStore,
  SessionActions,
  SessionState,
  Sportsbook,
  SportsbookConfig,
  SportsbookEventName,
  SportsbookEvents,
  StorageAdapter,
  UserInfo,
} from '../src'
import * as sdk from '../src'
import * as protocol from '../src/protocol'
import * as fairness from '../src/protocol/provably-fair'
import * as protocolSchemas from '../src/protocol/schemas-entry'
import * as store from '../src/store'

describe('public API', () => {
  it('exports exactly these values from @sportsbook/sdk', () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        'ApiError',
        'DecryptError',
        'NetworkError',
        'SportsbookError',
        'TimeoutError',
        'ProtectionError',
        'addAmounts',
        'allowanceOf',
        'betPickOf',
        'compactAmount',
        'compareAmounts',
        'createSportsbook',
        'decodePassCode',
        'detectLanguage',
        'displayBalance',
        'encodePassCode',
        'errorCodes',
        'floorToScale',
        'formatOdds',
        'groupDigits',
        'isApiError',
        'isDecryptError',
        'isNetworkError',
        'isOddsFormat',
        'isProtectionError',
        'isSportsbookError',
        'isTimeoutError',
        'languageCodes',
        'languageNames',
        'maxSavedAccounts',
        'memoryStorage',
        'multiplyAmount',
        'oddsFormats',
        'parlayOdds',
        'parseOdds',
        'pickOfLeg',
        'potentialReturn',
        'readCashOutQuote',
        'previewOpening',
        'resolveLanguage',
        'selectionStatus',
        'sessionRefusal',
        'sharedMemoryStorage',
        'subtractAmounts',
        'toBetPick',
        'twoStepChallengeOf',
        'visibleBalanceEntries',
        'webStorage',
      ].sort(),
    )
  })

  it('keeps the SDK internals out of the root entry (its storage keys among them)', () => {
    for (const internal of [
      'createCallLayer',
      'createCipher',
      'createSeqGate',
      'createStore',
      'socketPaths',
      'betSlipKeys',
      'storageKeys',
      'createIdempotentSender',
      'parseUserAgent',
      'md5x2',
    ])
      expect(sdk).not.toHaveProperty(internal)
  })

  it('the store entry carries the store primitive only', () => {
    expect(Object.keys(store).sort()).toEqual(['createStore'])
  })

  it('the protocol entry carries the catalogue, codes, rules and vocabularies, and no schema or hash code', () => {
    expect(protocol.catalogue.wallet.balance.path).toBe('/app/api/wallet/balance')
    expect(protocol.isUsername('player1')).toBe(true)
    expect(protocol.orderStatuses).toContain('pending')
    const values = Object.values(protocol) as unknown[]
    // A valibot schema is an object of kind 'schema'; none is in the rules entry, nor the provably fair maths.
    expect(values.filter((value) => (value as { kind?: unknown } | null)?.kind === 'schema')).toEqual([])
    expect(protocol).not.toHaveProperty('schemas')
    expect(protocol).not.toHaveProperty('verifyDiceRoll')
    expect(protocol.codes.RELOGIN).toBe(402)
    // Rows keep their literal auth level and encoding: the server types its handlers on them.
    expectTypeOf(protocol.catalogue.session.userCreate.auth).toEqualTypeOf<'none'>()
    expectTypeOf(protocol.catalogue.wallet.balance.auth).toEqualTypeOf<'M'>()
    expectTypeOf(protocol.catalogue.bets.create.encoding).toEqualTypeOf<'json-nested'>()
  })

  it('the protocol schemas entry carries the schemas beside all of the protocol entry and the provably fair maths', () => {
    expect(Object.keys(protocolSchemas.schemas)).toEqual(Object.keys(protocol.catalogue))
    expect(protocolSchemas.userInfoSchema.kind).toBe('schema')
    for (const name of [...Object.keys(protocol), ...Object.keys(fairness)])
      expect(protocolSchemas).toHaveProperty(name)
  })

  it('pins the types integrators code against', () => {
    expectTypeOf(sdk.createSportsbook).parameter(0).toEqualTypeOf<SportsbookConfig>()
    expectTypeOf(sdk.createSportsbook).returns.toEqualTypeOf<Sportsbook>()
    expectTypeOf<Sportsbook['session']['getState']>().returns.toEqualTypeOf<SessionState>()
    expectTypeOf<SessionState['status']>().toEqualTypeOf<
      'idle' | 'visitor' | 'member' | 'demo' | 'channel' | 'restricted'
    >()
    expectTypeOf<Sportsbook['balance']['getState']>().returns.toEqualTypeOf<BalanceEntry[]>()
    expectTypeOf<Sportsbook['language']['getState']>().returns.toEqualTypeOf<LanguageState>()
    expectTypeOf<Sportsbook['api']>().toEqualTypeOf<Api>()
    expectTypeOf<Api['wallet']['balance']>().returns.resolves.toEqualTypeOf<
      protocol.AnswerOf<'wallet', 'balance'>
    >()
    expectTypeOf<Api['session']['userInfo']>().returns.resolves.toEqualTypeOf<UserInfo>()
    expectTypeOf<StorageAdapter['getItem']>().returns.toEqualTypeOf<string | null | Promise<string | null>>()
    expectTypeOf<SportsbookEventName>().toEqualTypeOf<
      | 'session'
      | 'login'
      | 'logout'
      | 'relogin'
      | 'forbidden'
      | 'reloadRequired'
      | 'navigate'
      | 'passLoginError'
      | 'changeLoginError'
      | 'savedAccountEnded'
      | 'savedAccountsFull'
      | 'language'
      | 'balance'
      | 'warning'
      | 'socketError'
      | 'order'
      | 'notice'
      | 'realityCheck'
      | 'protection'
    >()
    expectTypeOf<Sportsbook['session']>().toEqualTypeOf<
      ReadableStore<SessionState> & SessionActions & InvitationCodes
    >()
    expectTypeOf<InvitationCodes['invitationCode']>().returns.resolves.toEqualTypeOf<string | null>()
    expectTypeOf<Sportsbook['language']['stored']>().returns.resolves.toEqualTypeOf<string | null>()
    // The SDK never picks the host's route: it emits navigate, and the address adapter only reloads.
    expectTypeOf<SportsbookEvents['navigate']>().toEqualTypeOf<{ to: string; replace?: boolean }>()
    expectTypeOf<LocationAdapter['reload']>().toEqualTypeOf<() => void>()
    expectTypeOf<SessionActions['login']>().returns.resolves.toEqualTypeOf<SessionState>()
    expectTypeOf<Sportsbook['sockets']['main']['connect']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<Sportsbook['betSlip']>().toEqualTypeOf<BetSlipStore>()
    expectTypeOf<BetSlipStore['getState']>().returns.toEqualTypeOf<BetSlipState>()
    expectTypeOf<BetSlipStore['place']>().returns.resolves.toEqualTypeOf<BetSlipResult | null>()
    expectTypeOf<BetSlipState['phase']>().toEqualTypeOf<'editing' | 'placing' | 'result'>()
    expectTypeOf<BetSlipState['policy']>().toEqualTypeOf<'exact' | 'higher' | 'any'>()
    expectTypeOf<Sportsbook['liveOdds']>().toEqualTypeOf<LiveOddsStore>()
    expectTypeOf<LiveOddsStore['getSelection']>().returns.toEqualTypeOf<LiveSelection | undefined>()
    expectTypeOf<Sportsbook['oddsFormat']>().toEqualTypeOf<OddsFormatStore>()
    expectTypeOf<OddsFormatStore['getState']>().returns.toEqualTypeOf<OddsFormat>()
    expectTypeOf(sdk.formatOdds).toEqualTypeOf<(odds: string, format: OddsFormat) => string>()
    // The shape of each code's data is public: a host can name it without reaching into the SDK's files.
    type InvalidRequest = typeof protocol.codes.INVALID_REQUEST
    expectTypeOf<ApiErrorDataMap[InvalidRequest]>().toEqualTypeOf<{ field: string }>()
    expectTypeOf<ApiErrorData<InvalidRequest>>().toEqualTypeOf<ApiErrorDataMap[InvalidRequest] | null>()
    expectTypeOf<ApiError<InvalidRequest>['data']>().toEqualTypeOf<ApiErrorData<InvalidRequest>>()
  })
})
