import { catalogue, codes, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import { requireSecondStep } from '../account/two-step/login-challenge'
import { verifyChannelToken } from '../auth/channel-token'
import { checkPassword } from '../auth/password-check'
import { defaultCurrencyOf, walletCurrencyOf } from '../brands/brand-currencies'
import { brandLanguage } from '../brands/site-brand'
import type { ServerContext } from '../context'
import { hashPwd, verifyPwd } from '../crypto/secrets'
import { BusinessError } from '../errors'
import { registerPath } from '../http/route'
import { isLanguageCode } from '../i18n/languages'
import { findMember } from '../members/member'
import {
  channelMember,
  insertMember,
  memberOfInvitation,
  updateMember,
  upgradeVisitor,
} from '../members/members'
import { userInfoOf } from '../members/user-info'
import { invalidField } from '../requests/request-errors'

const paths = catalogue.session
const session = schemas.session
const languageOr = (lang: string | undefined, fallback: string) => (isLanguageCode(lang) ? lang : fallback)

/**
 * How long a node alone keeps a session it read for a hot path (SessionStore.remember): an order then costs one
 * round trip instead of two. Several nodes (Redis) read every time: a revocation on one would not reach the
 * others' memory.
 */
const rememberSessionsMs = 10_000

/**
 * Creating, logging in and ending sessions (PROTOCOL.md section 6, Session; spec section 4). Every member is made
 * in, and every account looked up in, the brand of the request (`request.brand`); a session's brand is its
 * member's, and `authenticate` refuses it to the other brands.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, ledger, sessions, config } = ctx
  const languageIn = (productNo: number, lang: string) => brandLanguage(config, productNo, lang)
  if (!config.redisUrl) sessions.remember(rememberSessionsMs)

  // A guest: a visitor member of the calling site's brand and its first session.
  registerPath(app, ctx, paths.userCreate, session.userCreate, async ({ payload, lang, request }) =>
    db.transaction(async (tx) => {
      const productNo = request.brand
      const member = await insertMember(tx, {
        productNo,
        kind: 'visitor',
        languageCode: languageIn(productNo, languageOr(payload.lang, lang)),
        currencyCode: defaultCurrencyOf(config, productNo),
      })
      const opened = await sessions.open(tx, member.id)
      return { uid: member.uid, token: opened.token }
    }),
  )

  registerPath(app, ctx, paths.userClogin, session.userClogin, async ({ session: caller }) =>
    userInfoOf(db, ledger, caller.member, caller.token),
  )

  // Registration upgrades the calling visitor in place; its visitor token is replaced by a new session's.
  registerPath(
    app,
    ctx,
    paths.userCreateAccount,
    session.userCreateAccount,
    async ({ payload, session: caller, lang }) => {
      if (caller.member.kind !== 'visitor') throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
      let invitedBy: number | null = null
      if (payload.promoteCode) {
        invitedBy = await memberOfInvitation(db, caller.member.productNo, payload.promoteCode)
        if (invitedBy === null) {
          throw new BusinessError(codes.UNKNOWN_INVITATION, 'unknownInvitation', { field: 'promoteCode' })
        }
      }
      const pwdHash = await hashPwd(payload.pwd)
      return db.transaction(async (tx) => {
        const member = await upgradeVisitor(tx, caller.member, {
          account: payload.account,
          pwdHash,
          languageCode: languageIn(
            caller.member.productNo,
            languageOr(payload.lang, caller.member.languageCode ?? lang),
          ),
          invitedBy,
        })
        await sessions.revoke(tx, member.id, [caller.id], 'registered')
        const opened = await sessions.open(tx, member.id)
        return userInfoOf(tx, ledger, member, opened.token)
      })
    },
  )

  registerPath(app, ctx, paths.userRegisteLogin, session.userRegisteLogin, async ({ payload, request }) => {
    const member = await checkPassword(db, request.brand, payload)
    await requireSecondStep(ctx, member)
    return db.transaction(async (tx) =>
      userInfoOf(tx, ledger, member, (await sessions.open(tx, member.id)).token),
    )
  })

  // Pass-code login (spec section 4): the uid and token of a live session open a new session for this device
  // (another brand's session does not authenticate here: 403). Saved-account switching comes this way too; with
  // two-step login on, either asks for a code (1008) as a form login does.
  registerPath(app, ctx, paths.userLogin, session.userLogin, async ({ session: shared }) => {
    if (!shared) throw new BusinessError(codes.FORBIDDEN, 'forbidden')
    await requireSecondStep(ctx, shared.member)
    return db.transaction(async (tx) =>
      userInfoOf(tx, ledger, shared.member, (await sessions.open(tx, shared.memberId)).token),
    )
  })

  registerPath(app, ctx, paths.userLoginOut, session.userLoginOut, async ({ session: caller }) => {
    await db.transaction((tx) => sessions.revoke(tx, caller.memberId, [caller.id], 'logout'))
    return null
  })

  // A new password revokes every other session of the member; the caller's stays (DESIGN.md section 4).
  registerPath(app, ctx, paths.userUpdatePwd, session.userUpdatePwd, async ({ payload, session: caller }) => {
    const [row] = await db.query<{ pwd_hash: string }>('SELECT pwd_hash FROM members WHERE id = $1', [
      caller.memberId,
    ])
    if (!row || !(await verifyPwd(payload.oldPwd, row.pwd_hash))) {
      throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongOldPassword', { field: 'oldPwd' })
    }
    const pwdHash = await hashPwd(payload.pwd)
    await db.transaction(async (tx) => {
      await updateMember(tx, caller.memberId, { pwdHash })
      await sessions.revokeOthers(tx, caller.memberId, caller.id, 'password changed')
    })
    return null
  })

  // Switching to another saved account of the same brand: its account and pwd, the same captcha rule as a login.
  registerPath(app, ctx, paths.addAccount, session.addAccount, async ({ payload, session: caller }) => {
    const member = await checkPassword(db, caller.member.productNo, payload)
    await requireSecondStep(ctx, member)
    return db.transaction(async (tx) =>
      userInfoOf(tx, ledger, member, (await sessions.open(tx, member.id)).token),
    )
  })

  // Channel login (channelType v2): an authToken signed by the channel's operator (auth/channel-token.ts).
  registerPath(app, ctx, paths.authLogin, session.authLogin, async ({ payload, lang, request }) => {
    const claims = verifyChannelToken(payload.authToken, payload, config.channelSecrets)
    if (!claims) throw new BusinessError(codes.WRONG_CREDENTIALS, 'wrongCredentials', { field: 'authToken' })
    const productNo = request.brand
    let currencyCode: string | undefined
    if (payload.currencyCode) {
      const currency = await walletCurrencyOf(
        config,
        ledger.currencies,
        { kind: 'channel', productNo },
        payload.currencyCode,
      )
      if (!currency) {
        throw invalidField('currencyCode')
      }
      currencyCode = currency.code
    }
    return db.transaction(async (tx) => {
      let member = await channelMember(tx, {
        productNo,
        channel: claims.channel,
        principal: claims.principal,
        languageCode: languageIn(productNo, languageOr(payload.lang, lang)),
        currencyCode: currencyCode ?? defaultCurrencyOf(config, productNo),
      })
      if (currencyCode && member.currencyCode !== currencyCode) {
        member = await updateMember(tx, member.id, { currencyCode })
      }
      return userInfoOf(tx, ledger, member, (await sessions.open(tx, member.id)).token)
    })
  })

  // Try-play: a demo member of the asker's brand (pUid = the member who asked) with 10,000 in demo money.
  registerPath(
    app,
    ctx,
    paths.userTryPlay,
    session.userTryPlay,
    async ({ payload, session: caller, lang }) => {
      const demoCurrency = await ledger.currencies.demo()
      const parentId = caller.member.kind === 'demo' ? caller.member.parentId! : caller.memberId
      const productNo = caller.member.productNo
      return db.transaction(async (tx) => {
        const parent = await findMember(tx, parentId, productNo)
        const member = await insertMember(tx, {
          productNo,
          kind: 'demo',
          languageCode: languageIn(productNo, languageOr(payload.lang, parent?.languageCode ?? lang)),
          currencyCode: demoCurrency.code,
          parentId,
        })
        await ledger.transfer(tx, {
          kind: 'demo-credit',
          memo: `try-play for member ${parentId}`,
          entries: [
            { account: { kind: 'demo_source', currency: demoCurrency.code }, amount: '-10000' },
            {
              account: { kind: 'member', memberId: member.id, currency: demoCurrency.code },
              amount: '10000',
            },
          ],
        })
        return userInfoOf(tx, ledger, member, (await sessions.open(tx, member.id)).token)
      })
    },
  )
}
