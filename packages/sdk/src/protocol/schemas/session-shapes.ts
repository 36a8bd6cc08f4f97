import * as v from 'valibot'
import { brandProtectionSchema, defaultBrandProtection } from './account-shapes'
import { moneyField } from './fields'
import { bettingSettingsSchema, defaultBettingSettings } from './order-shapes'
import { restrictedSchema } from './protection-shapes'

/**
 * User info: what login, registration and user-info calls answer. `account` is empty for a visitor,
 * `principal` for anyone but a channel member.
 */
export const userInfoSchema = v.object({
  uid: v.string(),
  token: v.string(),
  memberId: v.number(),
  account: v.string(),
  /** 1 = live-stream site, 2 = pinbo style. */
  source: v.picklist([1, 2]),
  /** Five numbers; index 4 is the risk level. */
  oddsConfig: v.pipe(v.array(v.number()), v.length(5)),
  creditAmount: moneyField,
  loanAmount: moneyField,
  languageCode: v.string(),
  /** a1 = standard channel, v2 = open/SDK channel. */
  channelType: v.picklist(['a1', 'v2']),
  /** 1 marks a special user. */
  type: v.number(),
  /** Greater than zero for a demo (try-play) member. */
  pUid: v.number(),
  agentId: v.number(),
  principal: v.string(),
  currencyCode: v.string(),
  /** The member's own invitation code to share with friends (registered members; empty for others). */
  inviteCode: v.optional(v.string(), ''),
  /** Whether the member has set a withdraw password. */
  hasWithdrawPwd: v.optional(v.boolean(), false),
  /**
   * Set when this session was logged in during a time-out or self-exclusion: only the balance, the protection reads,
   * withdrawals and logout work in it; everything else answers 1007.
   */
  restricted: v.optional(v.nullable(restrictedSchema), null),
  /**
   * The contact address masked (`a•••@example.com`), empty when none. Left out by a server
   * of an older version, as are the two below (read as none, not verified, off).
   */
  emailMasked: v.optional(v.string()),
  /** Whether the contact address's code was confirmed (a password can be recovered only then). */
  emailVerified: v.optional(v.boolean()),
  /** Whether two-step login is on. */
  twoStepEnabled: v.optional(v.boolean()),
  /** An operator of the brand: the site offers the console (left out by older servers). */
  operator: v.optional(v.boolean()),
})

/**
 * User info: what login, registration and user-info calls answer. `account` is empty for a visitor,
 * `principal` for anyone but a channel member.
 */
export type UserInfo = v.InferOutput<typeof userInfoSchema>

/** One currency of a member's wallet. Display balance = amount - frozen. */
export const balanceEntrySchema = v.object({
  currencyId: v.number(),
  assetID: v.string(),
  currencyCode: v.string(),
  /** Decimal places of the currency. */
  scale: v.number(),
  amount: moneyField,
  frozen: moneyField,
  creditAmount: moneyField,
  loanAmount: moneyField,
  /** 1 active, 0 inactive. */
  status: v.picklist([0, 1]),
})

/** One currency of a member's wallet. Display balance = amount - frozen. */
export type BalanceEntry = v.InferOutput<typeof balanceEntrySchema>

/** The single-object form of a balance answer (a single-currency wallet). */
export const balanceTotalsSchema = v.object({
  amount: moneyField,
  frozen: moneyField,
  creditAmount: moneyField,
  loanAmount: moneyField,
  currencyCode: v.optional(v.string()),
})

/** One language of the server's list; `path` is a JSON file of text overrides for that language. */
export const languageItemSchema = v.object({ code: v.string(), name: v.string(), path: v.string() })

/** One language of the server's list; `path` is a JSON file of text overrides for that language. */
export type LanguageListItem = v.InferOutput<typeof languageItemSchema>

/** Per-sport and per-market stake limits of a member, in its current currency. */
const stakeRangeSchema = v.object({ min: moneyField, max: moneyField })

/** Checks and reads a member limits (the server validates with it). */
export const memberLimitsSchema = v.object({
  currencyCode: v.string(),
  /** Limits of any stake not covered below. */
  default: stakeRangeSchema,
  /** The most a parlay may return. */
  maxPayout: moneyField,
  sports: v.array(
    v.object({
      /** 1 football, 2 basketball. */
      sportType: v.number(),
      min: moneyField,
      max: moneyField,
      markets: v.array(v.object({ type: v.string(), min: moneyField, max: moneyField })),
    }),
  ),
})

/** A member limits, as the wire carries it (read by {@link memberLimitsSchema}). */
export type MemberLimits = v.InferOutput<typeof memberLimitsSchema>

/** The answer of `api/sysinit` (timestamp cipher): languages, currencies, agreement, captcha and brand settings. */
export const sysinitAnswerSchema = v.object({
  languages: v.array(languageItemSchema),
  /** The calling brand's currencies: its default first, its other real ones, then the demo currency. */
  currencies: v.array(
    v.object({ currencyId: v.number(), currencyCode: v.string(), scale: v.number(), demo: v.boolean() }),
  ),
  /** The currency a new member of the calling brand starts in. */
  defaultCurrency: v.string(),
  /** The user agreement per language; `textLanguage` is the language its text is written in. */
  agreements: v.array(
    v.object({ languageCode: v.string(), name: v.string(), text: v.string(), textLanguage: v.string() }),
  ),
  captcha: v.object({
    captchaType: v.string(),
    /** Wrong passwords of one account within `windowMs` before the captcha is required. */
    afterFailures: v.number(),
    windowMs: v.number(),
  }),
  /** The brand of the calling site (as `setUserType` answers). */
  productNo: v.number(),
  serverTime: v.number(),
  /**
   * The brand's player protection settings and whether it requires a verified identity (`requireKyc`);
   * the defaults when a server sends none.
   */
  protection: v.optional(brandProtectionSchema, defaultBrandProtection),
  /**
   * Bet acceptance: `liveDelayMs` per sport type ("1" football, "2" basketball), the in-play delay of an order with a
   * live leg; the defaults when a server sends none.
   */
  betting: v.optional(bettingSettingsSchema, defaultBettingSettings),
})

/** The answer of `api/sysinit` (timestamp cipher): languages, currencies, agreement, captcha and brand settings. */
export type SysinitAnswer = v.InferOutput<typeof sysinitAnswerSchema>

/** `api/sysinit` takes only the client info; the matches group lists these schemas for it. */
export const sysinitSchemas = {
  request: v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(16))) }),
  response: sysinitAnswerSchema,
}
