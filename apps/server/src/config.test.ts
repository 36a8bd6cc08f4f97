import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { productionAccountEnv } from '../test/account-env'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('has development defaults: port 8787, .data/, the three brand origins and a named channel secret', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8787)
    expect(config.dataDir).toBe('.data/')
    expect(config.sites.get('http://localhost:5172')).toBe(800001)
    expect(config.sites.get('http://127.0.0.1:5173')).toBe(800002)
    expect(config.productNo).toBe(800000)
    expect(config.channelSecrets.get('demo-channel')).toContain('development-only')
    expect(config.feedSpeed).toBe(1)
  })

  it('reads SITES, CHANNEL_SECRETS, PRODUCT_NO and the feed settings', () => {
    const config = loadConfig({
      SITES: 'https://a.example=800001, https://b.example/=800002',
      CHANNEL_SECRETS: 'alpha=secret-a,beta=secret=b',
      PRODUCT_NO: '800002',
      FEED_SEED: '42',
      FEED_SPEED: '60',
      PORT: '0',
    })
    expect([...config.sites]).toEqual([
      ['https://a.example', 800001],
      ['https://b.example', 800002],
    ])
    expect(config.channelSecrets.get('beta=secret')).toBe('b')
    expect(config.productNo).toBe(800002)
    expect([config.feedSeed, config.feedSpeed, config.port]).toEqual([42, 60, 0])
  })

  it('one server process by default; WORKERS processes share the 20 PostgreSQL connections out', () => {
    expect(loadConfig({})).toMatchObject({ workers: 1, databasePoolSize: 20 })
    const shared = { DATABASE_URL: 'postgres://db/sportsbook', REDIS_URL: 'redis://cache:6379' }
    expect(loadConfig({ ...shared, WORKERS: '2' })).toMatchObject({ workers: 2, databasePoolSize: 10 })
    expect(loadConfig({ ...shared, WORKERS: '3' }).databasePoolSize).toBe(7)
    expect(loadConfig({ ...shared, WORKERS: '2', DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16)
  })

  it('refuses several workers on PGlite or without Redis, and a WORKERS that is not a count', () => {
    expect(() => loadConfig({ WORKERS: '2', REDIS_URL: 'redis://cache:6379' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/sportsbook' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ WORKERS: '1.5' })).toThrow(ConfigError)
  })

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ SITES: 'https://a.example' })).toThrow(ConfigError)
  })

  it('NODE_ENV=production refuses the development defaults and short secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /CHANNEL_SECRETS, SITES, WALLET_CONFIG, PAYMENT_SECRETS/,
    )
    const walletFile = join(mkdtempSync(join(tmpdir(), 'config-')), 'wallet.json')
    writeFileSync(walletFile, '{}')
    const wallet = {
      WALLET_CONFIG: walletFile,
      PAYMENT_SECRETS: `sandbox=${'s'.repeat(40)}`,
      ...productionAccountEnv,
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SITES: 'https://a.example=800000',
        CHANNEL_SECRETS: 'x=short',
        ...wallet,
      }),
    ).toThrow(/shorter than 32/)
    const config = loadConfig({
      NODE_ENV: 'production',
      SITES: 'https://a.example=800000',
      CHANNEL_SECRETS: `partner=${'k'.repeat(40)}`,
      ...wallet,
    })
    expect(config.production).toBe(true)
  })
})
