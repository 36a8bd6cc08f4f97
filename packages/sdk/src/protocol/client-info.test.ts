import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { type ClientInfo, clientConstants, clientInfoFields, clientInfoSchema } from './client-info'

const info: ClientInfo = {
  deviceID: '0b6c1c36-4f0e-4d59-9d3e-5f1d8b7a2c10',
  pid: 888,
  versionCode: 110,
  versionName: 'v1.0.110',
  os: 'Android',
  osVersionName: 'Android 14',
  osVersionCode: '14',
  mac: '',
  deviceModel: 'Pixel 8',
  channel: 'brand-a',
  realm: 'alpha',
  siteNo: 7,
  process: 'web',
  source: 2,
  lang: 'en',
}

describe('clientInfoSchema', () => {
  it('accepts the client info as the SDK sends it in JSON', () => {
    expect(v.parse(clientInfoSchema, info)).toEqual(info)
  })

  it('accepts numeric fields as text, as form and query bodies carry them, and outputs numbers', () => {
    const asText = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, String(value)]))
    expect(v.parse(clientInfoSchema, asText)).toEqual(info)
  })

  it.each([
    ['a missing deviceID', { deviceID: undefined }],
    ['an empty deviceID', { deviceID: '' }],
    ['a source other than 1 or 2', { source: 3 }],
    ['a pid that is not a number', { pid: '88x' }],
    ['a fractional versionCode', { versionCode: 1.5 }],
    ['a missing lang', { lang: undefined }],
  ])('rejects %s', (_, change) => {
    expect(v.safeParse(clientInfoSchema, { ...info, ...change }).success).toBe(false)
  })

  it('lists the fields of PROTOCOL.md section 2 in its order, as the schema does', () => {
    // `info` above is written field by field in the order of section 2.
    expect(clientInfoFields).toEqual(Object.keys(info))
    expect(Object.keys(clientInfoSchema.entries)).toEqual(clientInfoFields)
  })

  it('outputs exactly the ClientInfo type', () => {
    expectTypeOf<v.InferOutput<typeof clientInfoSchema>>().toEqualTypeOf<ClientInfo>()
  })
})

describe('clientConstants', () => {
  it('holds the values of spec section 9', () => {
    expect(clientConstants).toEqual({
      pid: 888,
      versionCode: 110,
      versionName: 'v1.0.110',
      realm: 'alpha',
      siteNo: 7,
      process: 'web',
      defaultSource: 2,
      domainType: 3,
      httpTimeoutMs: 25000,
    })
  })
})
