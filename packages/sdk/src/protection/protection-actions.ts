import type { Api } from '../api/create-api'
import { hashPassword } from '../crypto/password-hash'
import type {
  Limit,
  LimitKeyRequest,
  LimitSetRequest,
  MemberLimitSetRequest,
  MemberSearchRow,
  Protection,
  SelfExclusionDuration,
  StatementEntry,
  TimeOutDuration,
} from '../protocol'
import type { CsvFile } from '../protocol/schemas/operations-shapes'
import type { ProtectionStateStore } from './protection-store'

/** A page of a paged answer. */
export interface ProtectionPage<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

/** The statement's range and paging (`format` is the action's: pages or CSV). */
export interface StatementQuery {
  startTime: number
  endTime: number
  currencyCode?: string
  page?: number
  pageSize?: number
}

/**
 * `sb.protection`'s calls, for a registered member and (the member search and limits) an operator. Each resolves to
 * the server's answer and keeps `sb.protection`'s state current; a refusal rejects with the server's `ApiError` (a
 * 1007 as a `ProtectionError`).
 */
export interface ProtectionActions {
  /** Reads the member's limits, breaks, reality-check interval and lifetime money. */
  refresh(): Promise<Protection>
  /** A new or lower limit applies at once; a higher one waits `increaseDelayHours` as `pending`. */
  setLimit(body: LimitSetRequest): Promise<Limit>
  /** Applies a pending increase or removal once `pending.confirmable` (before: 1006 with `data.effectiveAt`). */
  confirmLimit(key: LimitKeyRequest): Promise<Limit>
  /** Asks to remove a limit: pending, like an increase. */
  removeLimit(key: LimitKeyRequest): Promise<Limit>
  /**
   * A time-out at once; the login password is hashed before it leaves. Every session of the member ends, this
   * one with it (`logout` reason `protection`).
   */
  takeTimeOut(input: { duration: TimeOutDuration; password: string }): Promise<Protection>
  /** A self-exclusion at once, as {@link ProtectionActions.takeTimeOut}. */
  selfExclude(input: { duration: SelfExclusionDuration; password: string }): Promise<Protection>
  /** Sets the reality-check interval (one of the brand's `realityCheckMinutes`; 0 = off). */
  setRealityCheck(minutes: number): Promise<Protection>
  /** Answers the reality check shown: `continue` lets stakes through again, `logout` ends this session. */
  answerRealityCheck(choice: 'continue' | 'logout'): Promise<void>
  /** A page of the member's statement (ledger entries, newest first; a range of at most 366 days). */
  statement(query: StatementQuery): Promise<ProtectionPage<StatementEntry>>
  /** The statement's range as CSV (RFC 4180, a header row) with the file name the server gives it. */
  statementCsv(query: Omit<StatementQuery, 'page' | 'pageSize'>): Promise<CsvFile>
  /** Operators: members of their brand by account prefix or id, with balances and protection. */
  searchMembers(query: {
    account?: string
    memberId?: number
    page?: number
    pageSize?: number
  }): Promise<ProtectionPage<MemberSearchRow>>
  /** Operators: one member's protection. */
  memberProtection(memberId: number): Promise<Protection>
  /** Operators: imposes a limit on a member at once (the member may lower it, not raise or remove it). */
  setMemberLimit(body: MemberLimitSetRequest): Promise<Limit>
}

const sameLimit = (a: Pick<Limit, 'kind' | 'period' | 'currencyCode'>, b: typeof a) =>
  a.kind === b.kind && a.period === b.period && (a.currencyCode ?? null) === (b.currencyCode ?? null)

/** The protection read with one limit as the server answered it now (added when new). */
export function withLimit(protection: Protection, limit: Limit): Protection {
  const known = protection.limits.some((entry) => sameLimit(entry, limit))
  return {
    ...protection,
    limits: known
      ? protection.limits.map((entry) => (sameLimit(entry, limit) ? limit : entry))
      : [...protection.limits, limit],
  }
}

/**
 * The player protection calls (limits, breaks, reality checks, the statement) over the typed API, keeping the
 * protection store current.
 */
export function createProtectionActions(options: {
  api: Api
  store: ProtectionStateStore
  /** Ends this page's session after the server revoked it (a break began). */
  endRevoked(): Promise<unknown>
  /** Logs this session out (the reality check's Log out). */
  logout(): Promise<unknown>
}): ProtectionActions {
  const { api, store } = options
  const protectionApi = api.protection

  const keepLimit = (limit: Limit) => {
    store.setState((state) =>
      state.protection ? { ...state, protection: withLimit(state.protection, limit) } : state,
    )
    return limit
  }
  const keepProtection = (protection: Protection) => {
    store.setState((state) => ({ ...state, protection }))
    return protection
  }
  // A break revokes every session of the member, this one too: the page follows at once.
  async function takeBreak(answer: Promise<Protection>): Promise<Protection> {
    const protection = keepProtection(await answer)
    await options.endRevoked()
    return protection
  }
  const asPage = (answer: unknown) => answer as ProtectionPage<StatementEntry>

  return {
    refresh: async () => keepProtection(await protectionApi.protection()),
    setLimit: async (body) => keepLimit(await protectionApi.limitSet(body)),
    confirmLimit: async (key) => keepLimit(await protectionApi.limitConfirm(key)),
    removeLimit: async (key) => keepLimit(await protectionApi.limitRemove(key)),
    takeTimeOut: async ({ duration, password }) =>
      takeBreak(protectionApi.timeOut({ duration, pwd: await hashPassword(password) })),
    selfExclude: async ({ duration, password }) =>
      takeBreak(protectionApi.selfExclude({ duration, pwd: await hashPassword(password) })),
    setRealityCheck: async (minutes) => keepProtection(await protectionApi.realityCheck({ minutes })),
    async answerRealityCheck(choice) {
      await protectionApi.realityCheckAck({ choice })
      store.setState((state) => ({ ...state, realityCheck: null }))
      if (choice === 'logout') await options.logout()
    },
    statement: async (query) => asPage(await protectionApi.statement({ ...query, format: 'json' })),
    statementCsv: async (query) => (await protectionApi.statement({ ...query, format: 'csv' })) as CsvFile,
    searchMembers: (query) => protectionApi.memberSearch(query),
    memberProtection: (memberId) => protectionApi.memberProtection({ memberId }),
    setMemberLimit: (body) => protectionApi.memberLimitSet(body),
  }
}
