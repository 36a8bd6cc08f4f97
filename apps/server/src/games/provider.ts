import type { Game, LanguageCode } from '@sportsbook/sdk/protocol'

/**
 * A game provider (DESIGN.md section 4, Games; CONVENTIONS.md 18): like the feed and payment adapters, an
 * interface with one built-in implementation (`house`, games/house/) that behaves as an external one would over
 * the same paths. Each provider has its own game wallet per member and currency (games/wallet.ts); the catalogue
 * paths list its games, launch them and move money in and out.
 */
export interface GameProvider {
  /** The wire's `provider`, lowercase (`house`); also the ref of its game wallet account. */
  readonly name: string
  /** What a launch list shows. */
  readonly displayName: string
  /** Its games; ids are unique across providers and never reused. */
  readonly games: readonly Game[]
  /** The real currencies its games accept. */
  readonly currencyCodes: readonly string[]
  /** Whether its games take the demo currency, so demo members can try them (PROTOCOL.md section 10). */
  readonly playsDemoMoney: boolean
  /**
   * The address a launched session opens in a frame; `base` is the server's own origin, `language` the launching
   * member's (one of the 14 codes), which the game is shown in, as aggregators pass a `lang` to their providers.
   */
  launchUrl(base: string, game: Game, sessionToken: string, language: LanguageCode): string
}
