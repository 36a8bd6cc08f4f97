import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { FastifyInstance } from 'fastify'
import { brandLanguage } from '../../brands/site-brand'
import type { ServerContext } from '../../context'
import { isBusinessError } from '../../errors'
import { houseTexts } from '../../i18n/house-texts'
import { isLanguageCode, languageOf } from '../../i18n/languages'
import { type GameSession, useGameSession } from '../game-sessions'
import { crashPage } from './crash-page'
import { dicePage } from './dice-page'
import { crashGame, diceGame } from './house-provider'
import { sendGamePage } from './page-policy'
import { type PageLanguage, pageShell } from './page-shell'

/** Each house game's page, by the game it serves. */
export const housePages: {
  gameId: number
  code: string
  render: (nonce: string, language: PageLanguage) => string
}[] = [
  { gameId: diceGame.id, code: diceGame.code, render: dicePage },
  { gameId: crashGame.id, code: crashGame.code, render: crashPage },
]

function expiredPage(nonce: string, language: PageLanguage): string {
  const { texts } = language
  return pageShell(
    nonce,
    language,
    texts.linkExpiredTitle,
    `<p class="card">${escapeHtml(texts.linkExpired)}</p>`,
    '',
  )
}

/**
 * The language a page speaks: the launch url's `lang` (the site's language at launch), else the member's profile
 * language; a brand with one language (Copa Bet: pt) always has its own. A link that opens nothing reads `lang`.
 */
function pageLanguage(
  ctx: ServerContext,
  query: Record<string, unknown>,
  session: GameSession | null,
): PageLanguage {
  const asked = isLanguageCode(query.lang) ? query.lang : session?.member.languageCode
  const lang = languageOf(
    session ? brandLanguage(ctx.config, session.member.productNo, String(asked)) : asked,
  )
  return houseTexts(lang)
}

/**
 * The house game pages at the launch url (`/games/house/<code>?session=`): opening one uses up its one-time
 * launch token; a used, expired or unknown token, or another game's, gets a page saying so (HTTP 403).
 */
export function registerHousePages(app: FastifyInstance, ctx: ServerContext): void {
  for (const page of housePages) {
    app.get(`/games/house/${page.code}`, async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const token = query.session
      let session: GameSession | null = null
      if (typeof token === 'string' && token.length <= 100) {
        session = await useGameSession(ctx, token, 'house', true).catch((error: unknown) => {
          if (isBusinessError(error)) return null
          throw error
        })
      }
      if (!session || session.gameId !== page.gameId) {
        const language = pageLanguage(ctx, query, null)
        return sendGamePage(reply, ctx.config, request, 403, (nonce) => expiredPage(nonce, language))
      }
      const language = pageLanguage(ctx, query, session)
      return sendGamePage(reply, ctx.config, request, 200, (nonce) => page.render(nonce, language))
    })
  }
}
