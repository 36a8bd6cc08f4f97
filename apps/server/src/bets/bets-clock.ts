import { ProtectionClock } from '../protection/clock'

/**
 * The clock the in-play delay and cash-out quotes are counted on (PROTOCOL.md section 12): the wall clock until a
 * test moves it forward, as the protection clock does (one class, another instance). `acceptAt` and `expiresAt`
 * are times of this clock, so a player's countdown is in real seconds whatever the feed's speed.
 */
export const betsClock = new ProtectionClock()
