import type { LaunchAnswer } from '@sportsbook/sdk/protocol'
import { brandLanguage } from '../brands/site-brand'
import type { ServerContext } from '../context'
import { type LanguageCode, languageOf } from '../i18n/languages'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { unitsOf } from '../requests/amounts'
import { oncePerKey } from '../requests/once-per-key'
import { checkProtection } from '../requests/player-protection'
import { invalidField } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { gameCurrency } from './game-currency'
import { createGameSession } from './game-sessions'
import { checkGameAmount, gameTransferRange } from './limits'
import { gameById } from './providers'
import { gameWalletAccount, gameWalletOf, memberAccount } from './wallet'

export interface LaunchRequest {
  gameId: number
  currencyCode: string
  amount?: string
  requestId: string
}

/**
 * Launch (PROTOCOL.md section 10, M: a demo member launches too, in the demo currency only): `amount`, when
 * given, moves from the member's balance to the provider's game wallet (2001 when short, 2004 outside the transfer
 * limits), and the answer's `url` carries a one-time launch token, in the same transaction. Idempotent per member
 * by `requestId`: a replay answers the first launch (whose token may be used up by now).
 */
export async function launchGame(
  ctx: ServerContext,
  member: Member,
  request: LaunchRequest,
  base: string,
  lang: LanguageCode,
): Promise<LaunchAnswer> {
  const found = gameById(request.gameId)
  if (!found) throw invalidField('gameId')
  const { game, provider } = found
  const currency = await gameCurrency(ctx, member, request.currencyCode, provider)
  const amount = request.amount === undefined ? undefined : unitsOf(request.amount, currency)
  const hash = requestHash('launch', { gameId: game.id, currencyCode: currency.code, amount })
  const key = { memberId: member.id, requestId: request.requestId, hash }
  return oncePerKey(ctx.db, key, 'launch', async (tx) => {
    if (amount !== undefined) checkGameAmount(amount, currency, gameTransferRange)
    // A launch is a stake path whether or not it moves money (PROTOCOL.md section 11).
    await checkProtection(tx, member, { kind: 'stake', currency, amount: amount ?? 0n })
    if (amount !== undefined) {
      const text = fromUnits(amount, currency.scale)
      await ctx.ledger.transfer(tx, {
        kind: 'game-deposit',
        memo: `game:${provider.name}`,
        entries: [
          { account: memberAccount(member.id, currency.code), amount: `-${text}` },
          { account: gameWalletAccount(member.id, currency.code, provider.name), amount: text },
        ],
      })
    }
    const token = await createGameSession(tx, {
      memberId: member.id,
      provider: provider.name,
      gameId: game.id,
      currencyCode: currency.code,
    })
    return {
      url: provider.launchUrl(
        base,
        game,
        token,
        languageOf(brandLanguage(ctx.config, member.productNo, lang)),
      ),
      balance: await gameWalletOf(ctx, tx, member.id, provider.name, currency),
    }
  })
}
