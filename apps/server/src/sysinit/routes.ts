import { catalogue, sysinitSchemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import { kycRequired } from '../account/kyc/identity'
import { captchaAfterFailures, failureWindowMs } from '../auth/password-check'
import { bettingSettingsOf } from '../bets/betting-settings'
import { listedCurrenciesOf } from '../brands/brand-currencies'
import { brandData } from '../brands/site-brand'
import { captchaType } from '../captcha/captchas'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { languageCodes, languageNames } from '../i18n/languages'
import { languageFileOf } from '../i18n/overrides'
import { protectionSettingsOf } from '../protection/settings'
import { agreementOf } from './agreement'

/** `/i18n/<code>.json`: the `path` of each language of sysinit's list. */
export const languageFilePath = (code: string) => `/i18n/${code}.json`

/**
 * `api/sysinit` (timestamp cipher, open to all): languages, the calling brand's currencies (its default first,
 * the demo currency last), the user agreement, captcha settings and the caller's brand; and the language files
 * its list points to.
 */
export function registerSysinitRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(app, ctx, catalogue.matches.sysinit, sysinitSchemas, async ({ request }) => {
    const productNo = request.brand
    const currencies = await listedCurrenciesOf(ctx.config, ctx.ledger.currencies, productNo)
    return {
      languages: languageCodes.map((code) => ({
        code,
        name: languageNames[code],
        path: languageFilePath(code),
      })),
      currencies: currencies.map((c) => ({
        currencyId: c.id,
        currencyCode: c.code,
        scale: c.scale,
        demo: c.demo,
      })),
      agreements: languageCodes.map(agreementOf),
      captcha: { captchaType, afterFailures: captchaAfterFailures, windowMs: failureWindowMs },
      defaultCurrency: brandData(ctx.config, productNo).defaultCurrency,
      productNo,
      serverTime: Date.now(),
      protection: {
        ...protectionSettingsOf(ctx.config, productNo),
        requireKyc: kycRequired(ctx.config, productNo),
      },
      betting: bettingSettingsOf(ctx.config, productNo),
    }
  })

  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const overrides = languageFileOf(request.params.file.replace(/\.json$/, ''))
    if (!overrides || !request.params.file.endsWith('.json')) {
      return reply.code(404).send({ code: 404, msg: 'Unknown language file', data: null })
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(overrides)
  })
}
