import { randomBytes, randomInt } from 'node:crypto'
import type { Captcha } from '@sportsbook/sdk/protocol'
import { sha256Hex } from '../crypto/cipher'
import type { Queryable } from '../db'
import { captchaSvg } from './image'

/** The only captcha kind: an image of distorted digits. */
export const captchaType = 'image'
const captchaLength = 5
const captchaLifetimeMs = 5 * 60 * 1000

/** Exported for the tests, which find a captcha's answer by trying the 10^5 codes against it. */
export function answerHash(captchaId: string, code: string): string {
  return sha256Hex(`${captchaId}:${code.trim()}`)
}

/** A new captcha; only a hash of its answer is kept (salted with its id). */
export async function createCaptcha(q: Queryable): Promise<Captcha> {
  const text = Array.from({ length: captchaLength }, () => String(randomInt(0, 10))).join('')
  const captchaId = randomBytes(16).toString('hex')
  const expiresAt = Date.now() + captchaLifetimeMs
  await q.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    captchaId,
    answerHash(captchaId, text),
    new Date(expiresAt),
  ])
  // Old captchas are of no use to anybody; a few creations in a hundred sweep them.
  if (randomInt(0, 100) < 2)
    await q.query("DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'")
  return { captchaId, captchaType, image: captchaSvg(text), expiresAt }
}

/**
 * Checks an answer and uses the captcha up whatever the answer (single use, DESIGN.md section 4 "checked
 * once"): one atomic update, so two checks of one captcha cannot both pass.
 */
export async function consumeCaptcha(q: Queryable, captchaId: string, code: string): Promise<boolean> {
  if (!captchaId || !code) return false
  const [row] = await q.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING answer_hash`,
    [captchaId],
  )
  return row !== undefined && row.answer_hash === answerHash(captchaId, code)
}
