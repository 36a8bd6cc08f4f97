import { ProtectionClock } from '../protection/clock'

/**
 * The clock codes, links, challenges and TOTP steps are counted on (PROTOCOL.md section 13): the wall clock until
 * a test moves it forward, as the protection clock does (one class, another instance, so moving one never moves
 * the other). One per process, read without a handle on the server.
 */
export const accountClock = new ProtectionClock()
