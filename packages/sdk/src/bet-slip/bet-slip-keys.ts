import { storageKeys } from '../storage/storage-keys'

/** The keys the bet slip keeps (the SDK chose them). */
export const betSlipKeys = {
  /** Session storage: the picks, stakes and mode, so a reload of the tab keeps the slip. */
  slip: storageKeys.session.betSlip,
  /** Local storage: the player's odds-change policy. */
  policy: storageKeys.local.oddsChangePolicy,
} as const
