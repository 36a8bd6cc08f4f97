import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'
import { checkSignature, signatureHeaderOf } from '../src/payments/signature'
import { productionAccountEnv } from './account-env'

const vectors = JSON.parse(
  readFileSync(new URL('../../../packages/sdk/test/fixtures/crypto-vectors.json', import.meta.url), 'utf8'),
) as { paymentSignature?: { secret: string; t: number; rawBody: string; header: string }[] }
const paymentVectors = vectors.paymentSignature ?? []

describe('the notification signature (PROTOCOL.md section 8)', () => {
  it('matches the protocol vector', () => {
    expect(paymentVectors.length).toBeGreaterThan(0)
    for (const vector of paymentVectors) {
      expect(signatureHeaderOf(vector.secret, vector.rawBody, vector.t)).toBe(vector.header)
      const body = Buffer.from(vector.rawBody)
      expect(checkSignature(vector.header, body, [vector.secret], vector.t + 300)).toEqual({ ok: true })
      expect(checkSignature(vector.header, body, [vector.secret], vector.t + 301)).toEqual({
        ok: false,
        reason: 'stale',
      })
      expect(checkSignature(vector.header, body, [vector.secret], vector.t - 301)).toEqual({
        ok: false,
        reason: 'stale',
      })
      expect(checkSignature(vector.header, body, ['other'], vector.t)).toEqual({
        ok: false,
        reason: 'mismatch',
      })
      expect(
        checkSignature(vector.header, Buffer.from(`${vector.rawBody} `), [vector.secret], vector.t).ok,
      ).toBe(false)
      expect(checkSignature(`t=${vector.t}`, body, [vector.secret], vector.t)).toEqual({
        ok: false,
        reason: 'malformed',
      })
      expect(checkSignature(undefined, body, [vector.secret], vector.t)).toEqual({
        ok: false,
        reason: 'missing',
      })
    }
  })
})

describe('wallet configuration', () => {
  const production = {
    NODE_ENV: 'production',
    SITES: 'https://a.example=800000',
    CHANNEL_SECRETS: `demo=${'c'.repeat(40)}`,
    ...productionAccountEnv,
  }

  it('production refuses the development defaults: no WALLET_CONFIG, no or development PAYMENT_SECRETS, short secrets', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wallet-config-'))
    const file = join(dir, 'wallet.json')
    writeFileSync(
      file,
      JSON.stringify({
        800000: {
          payTypes: [
            {
              id: 1,
              name: 'Card',
              kind: 'online',
              currencyCode: 'USD',
              min: '10',
              max: '100',
              provider: 'sandbox',
            },
          ],
          banks: [{ code: 'B1', name: 'Bank', currencyCode: 'USD' }],
          withdrawLimits: { USD: { min: '20', max: '500' } },
        },
      }),
    )
    expect(() => loadConfig({ ...production, PAYMENT_SECRETS: `sandbox=${'s'.repeat(40)}` })).toThrow(
      ConfigError,
    )
    expect(() => loadConfig({ ...production, WALLET_CONFIG: file })).toThrow(/PAYMENT_SECRETS/)
    expect(() =>
      loadConfig({
        ...production,
        WALLET_CONFIG: file,
        PAYMENT_SECRETS: 'sandbox=development-only-sandbox-secret',
      }),
    ).toThrow(/PAYMENT_SECRETS/)
    expect(() =>
      loadConfig({ ...production, WALLET_CONFIG: file, PAYMENT_SECRETS: 'sandbox=short' }),
    ).toThrow(/shorter/)
    const config = loadConfig({
      ...production,
      WALLET_CONFIG: file,
      PAYMENT_SECRETS: `sandbox=${'s'.repeat(40)}`,
    })
    expect(config.wallet.brands.get(800000)?.payTypes[0]).toMatchObject({ id: 1, kind: 'online', min: '10' })
    expect(config.wallet.paymentSecrets.get('sandbox')).toBe('s'.repeat(40))
  })

  it('a malformed WALLET_CONFIG names what is wrong; development has defaults for every brand', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wallet-config-'))
    const file = join(dir, 'wallet.json')
    writeFileSync(file, JSON.stringify({ 800000: { payTypes: [{ id: 1, kind: 'cash' }], banks: [] } }))
    expect(() => loadConfig({ WALLET_CONFIG: file })).toThrow(/payTypes\[0\]\.kind/)
    const development = loadConfig({})
    expect([...development.wallet.brands.keys()].sort()).toEqual([...development.brands.keys()].sort())
    expect(development.wallet.proofDir).toBe(join('.data/', 'proofs'))
  })
})
