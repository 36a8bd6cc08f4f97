import { answerHash } from '../../src/captcha/captchas'
import type { Queryable } from '../../src/db'

/** The answer of a captcha: only its hash is stored, so try the 10^5 codes against it. */
export async function solveCaptcha(db: Queryable, captchaId: string): Promise<string> {
  const [row] = await db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [
    captchaId,
  ])
  for (let n = 0; n < 100_000; n += 1) {
    const code = String(n).padStart(5, '0')
    if (answerHash(captchaId, code) === row?.answer_hash) return code
  }
  throw new Error(`captcha ${captchaId} has no five-digit answer`)
}
