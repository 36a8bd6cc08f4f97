/**
 * The exact storage keys of the product, kept verbatim because the site shares them with pages that
 * already exist.
 */
export const storageKeys = {
  local: {
    /** Visitor session. */
    uid: 'uid',
    token: 'token',
    /** Real (registered) user session. */
    buid: 'buid',
    btoken: 'btoken',
    buserInfo: 'buserInfo',
    /** Demo user session. */
    duid: 'duid',
    dtoken: 'dtoken',
    duserInfo: 'duserInfo',
    /** Saved accounts: a JSON list of user-info records (at most 10). */
    accountList: 'accountList',
    SaveAccount: 'SaveAccount',
    lang: 'lang',
    tryPlay: 'tryPlay',
    isReg: 'isReg',
    channelType: 'channelType',
    userInfo: 'userInfo',
    /** The client info's device id, a UUID made once per browser. */
    deviceID: 'deviceID',
    /**
     * The last username typed in the login form, kept through a 403 reset; the SDK chose its key, `lastAccount`.
     */
    lastAccount: 'lastAccount',
    /** Keys the SDK chose for the betting preferences: the odds format and the odds-change policy. */
    oddsFormat: 'oddsFormat',
    oddsChangePolicy: 'oddsChangePolicy',
    /** The SDK's choice: the idempotency keys of money movements whose outcome is not known yet. */
    pendingRequests: 'pendingRequests',
  },
  session: {
    omgMide: 'omgMide',
    /** The invitation code from the address, kept for the registration form. */
    invitationcode: 'invitationcode',
    /** The SDK's choice: the bet slip's picks, stakes and mode, so a reload of the tab keeps the slip. */
    betSlip: 'betSlip',
  },
} as const

export type LocalStorageKey = (typeof storageKeys.local)[keyof typeof storageKeys.local]
export type SessionStorageKey = (typeof storageKeys.session)[keyof typeof storageKeys.session]
export type StorageKey = LocalStorageKey | SessionStorageKey

/** Every key the SDK writes, local and session. */
export const allStorageKeys: readonly StorageKey[] = [
  ...Object.values(storageKeys.local),
  ...Object.values(storageKeys.session),
]
