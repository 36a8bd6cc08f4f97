/** Business codes of the envelope. */
export const codes = {
  /** Success. */
  OK: 0,
  /** The session needs a fresh login: the client opens the login window and emits `relogin`. */
  RELOGIN: 402,
  /** The session is invalid or expired: forced logout and storage reset. */
  FORBIDDEN: 403,
  /** A field is missing or malformed; `data.field` names it. */
  INVALID_REQUEST: 1000,
  /** The username is already taken. */
  USERNAME_TAKEN: 1001,
  /** Wrong account or password. */
  WRONG_CREDENTIALS: 1002,
  /** The invitation code is unknown. */
  UNKNOWN_INVITATION: 1003,
  /** Too many attempts: a captcha is required (`data.captchaType`) or wait `data.retryAfterMs`. */
  TOO_MANY_ATTEMPTS: 1004,
  /** Wrong old password or wrong withdraw password. */
  WRONG_OLD_PASSWORD: 1005,
  /** Not allowed in the current state (a reviewed withdrawal, a cancelled collection): `data.status`. */
  NOT_ALLOWED_IN_STATE: 1006,
  /** Blocked by player protection: `data.reason`, `data.until`, `data.remaining`; nothing changed. */
  PROTECTION_BLOCKED: 1007,
  /** Two-step login: a code is needed; `data.challenge` is what `login/2fa` completes. */
  TWO_STEP_REQUIRED: 1008,
  /** The identity is not verified yet: `data.kyc`; nothing changed. */
  KYC_REQUIRED: 1009,
  /** Not enough balance. */
  INSUFFICIENT_BALANCE: 2001,
  /** The odds changed; `data` carries the current odds and nothing was placed. */
  ODDS_CHANGED: 2002,
  /** The market or match is suspended, closed or finished. */
  MARKET_UNAVAILABLE: 2003,
  /** The stake is outside the member's limits: `data.min`, `data.max`. */
  STAKE_OUT_OF_LIMITS: 2004,
  /** An idempotency key was reused with a different body. */
  IDEMPOTENCY_CONFLICT: 2005,
  /** The peer-market opening is not found or closed. */
  OPENING_NOT_FOUND: 3001,
  /** The opening's capacity is exceeded: `data.available`. */
  OPENING_CAPACITY: 3002,
  /** Wrong opening password. */
  WRONG_OPENING_PASSWORD: 3003,
  /** Not permitted for this role. */
  NOT_PERMITTED: 3004,
  /** Nothing left to claim: every envelope of the red envelope activity is taken. */
  NOTHING_LEFT: 3005,
  /** The game round no longer takes this (bets closed, already crashed, already cashed out). */
  ROUND_CLOSED: 4001,
  /** Internal error; nothing was changed. */
  INTERNAL: 5000,
} as const

/** A business code of the protocol. */
export type Code = (typeof codes)[keyof typeof codes]

/** The answer of every call. `data` is a cipher string when `enc` is set. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
  enc?: 'token' | 'ts'
  ts?: string
}
