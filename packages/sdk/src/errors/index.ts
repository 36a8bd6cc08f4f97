export { ApiError } from './api-error'
export type { ApiErrorData, ApiErrorDataMap } from './api-error-data'
export { DecryptError } from './decrypt-error'
export { type ErrorCode, errorCodes, type KnownErrorCode } from './error-codes'
export { NetworkError } from './network-error'
export { ProtectionError, type ProtectionRefusal, readProtectionRefusal } from './protection-error'
export { SportsbookError, type SportsbookErrorOptions } from './sportsbook-error'
export { TimeoutError } from './timeout-error'
export {
  isApiError,
  isDecryptError,
  isNetworkError,
  isProtectionError,
  isSportsbookError,
  isTimeoutError,
} from './type-guards'
