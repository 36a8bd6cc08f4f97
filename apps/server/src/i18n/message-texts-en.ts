import { accountMessages } from './message-texts-account'

/** The sentences of envelope `msg`s. `{field}` is the request field's name. */
export const en = {
  ...accountMessages.en,
  bankHasOrders: 'A bank with orders cannot be cancelled',
  bankAlreadyOpen: 'You already have an open bank on this match',
  bankPasswordLocked: 'Too many wrong bank passwords: please wait and try again',
  ok: 'Success',
  invalidField: 'Invalid or missing field: {field}',
  malformedBody: 'The request body could not be read',
  bodyTooLarge: 'The request body is too large',
  unsupportedContentType: 'This path does not accept this content type',
  notFound: 'Unknown path',
  forbidden: 'Your session is invalid or has expired, please log in again',
  notPermitted: 'This is not permitted for your account',
  usernameTaken: 'This username is already taken',
  wrongCredentials: 'Wrong account or password',
  unknownInvitation: 'Unknown invitation code',
  captchaRequired: 'Too many attempts: please enter the captcha',
  tooManyRequests: 'Too many requests from your address: please wait a moment and try again',
  wrongOldPassword: 'The old password is wrong',
  insufficientBalance: 'Insufficient balance',
  oddsChanged: 'The odds have changed; nothing was placed',
  marketUnavailable: 'This market or match is suspended, closed or finished',
  stakeOutOfLimits: 'The stake is outside your limits',
  idempotencyConflict: 'This request id was already used for another request',
  openingNotFound: 'This bank is not found or closed',
  openingCapacity: 'This bank cannot take this amount',
  wrongOpeningPassword: 'Wrong bank password',
  notAllowedInState: 'This is not allowed in its current state',
  amountOutOfLimits: 'The amount must be between {min} and {max} {currency}',
  proofNotImage: 'The proof must be a PNG, JPEG or WebP image of at most 5 MB',
  redEnvelopeEmpty: 'Every red envelope of this activity is taken',
  gameRoundClosed: 'This game round no longer takes this',
  tooManyAttempts: 'Too many wrong attempts: please try again later',
  wrongWithdrawPassword: 'The withdraw password is wrong',
  withdrawPasswordIsLogin: 'The withdraw password must differ from the login password',
  withdrawPasswordUnset: 'Please set a withdraw password first',
  internal: 'Something went wrong on our side; nothing was changed',
  protectionDepositLimit: 'This deposit is more than your deposit limit still allows',
  protectionLossLimit: 'This stake is more than your loss limit still allows',
  protectionWagerLimit: 'This stake is more than your wager limit still allows',
  protectionSessionLimit: 'Your session time limit is used up',
  protectionRealityCheck: 'Please answer the reality check first',
  protectionTimeOut: 'You are on a time-out: this is not available until it ends',
  protectionSelfExcluded: 'You are self-excluded: this is not available',
  limitChangeWaiting: 'This change can be confirmed only after its waiting time',
  limitImposed: 'This limit was set by the operator: you can only lower it',
}

export type MessageKey = keyof typeof en
/** A language may lack the newest sentences: those read English until translated. */
export type Messages = Omit<Record<MessageKey, string>, OptionalKey> & Partial<Record<OptionalKey, string>>
type OptionalKey =
  | 'oddsChanged'
  | 'marketUnavailable'
  | 'stakeOutOfLimits'
  | 'idempotencyConflict'
  | 'openingNotFound'
  | 'openingCapacity'
  | 'wrongOpeningPassword'
