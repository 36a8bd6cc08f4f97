import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientInfoSchema } from '../protocol/client-info'
import { memoryStorage, sharedMemoryStorage } from '../storage'
import { createClientInfo } from './client-info'
import { randomUuid } from './device-id'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

describe('createClientInfo', () => {
  it('builds the client info of PROTOCOL.md section 2 that the server schema accepts', async () => {
    const storage = memoryStorage()
    const info = await createClientInfo({ storage, channel: 'brand-a', userAgent: iphone }).get('zht')
    expect(info).toEqual({
      deviceID: storage.getItem('deviceID'),
      pid: 888,
      versionCode: 110,
      versionName: 'v1.0.110',
      os: 'iOS',
      osVersionName: 'iOS 17.4.1',
      osVersionCode: '17.4.1',
      mac: '',
      deviceModel: 'iPhone',
      channel: 'brand-a',
      realm: 'alpha',
      siteNo: 7,
      process: 'web',
      source: 2,
      lang: 'zht',
    })
    expect(v.parse(clientInfoSchema, info)).toEqual(info)
  })

  it('sends source 1 when the user info says so', async () => {
    const info = await createClientInfo({ storage: memoryStorage(), channel: 'c', userAgent: '' }).get(
      'en',
      1,
    )
    expect(info.source).toBe(1)
  })

  it('makes the device id once and keeps it in local storage key deviceID', async () => {
    const storage = memoryStorage()
    const first = createClientInfo({ storage, channel: 'c', userAgent: '' })
    const id = await first.deviceId()
    expect(id).toMatch(uuidV4)
    expect(storage.getItem('deviceID')).toBe(id)
    expect(await first.deviceId()).toBe(id)
    // A later page load reads the same id.
    expect(await createClientInfo({ storage, channel: 'c', userAgent: '' }).deviceId()).toBe(id)
  })

  it('makes one device id for concurrent first calls', async () => {
    const storage = memoryStorage()
    const source = createClientInfo({ storage, channel: 'c', userAgent: '' })
    const ids = await Promise.all([source.deviceId(), source.get('en'), source.deviceId()])
    expect(new Set([ids[0], ids[1].deviceID, ids[2]]).size).toBe(1)
  })

  it('writes the same id back when another tab cleared the storage', async () => {
    const shared = sharedMemoryStorage()
    const source = createClientInfo({ storage: shared.tab(), channel: 'c', userAgent: '' })
    const id = await source.deviceId()
    shared.tab().removeItem('deviceID')
    expect(await source.deviceId()).toBe(id)
    expect(shared.snapshot().deviceID).toBe(id)
  })

  it('adopts an id another tab stored first', async () => {
    const storage = memoryStorage()
    storage.setItem('deviceID', 'from-another-tab')
    expect(await createClientInfo({ storage, channel: 'c', userAgent: '' }).deviceId()).toBe(
      'from-another-tab',
    )
  })
})

describe('randomUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('makes version 4 UUIDs on plain-http pages that lack crypto.randomUUID', () => {
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(uuidV4)
  })
})
