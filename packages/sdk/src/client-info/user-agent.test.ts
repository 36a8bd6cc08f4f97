import { describe, expect, it } from 'vitest'
import { parseUserAgent } from './user-agent'

describe('parseUserAgent', () => {
  it.each([
    [
      'Android phone in Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { os: 'Android', osVersionName: 'Android 14', osVersionCode: '14', deviceModel: 'Pixel 8' },
    ],
    [
      'Android web view',
      'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36',
      { os: 'Android', osVersionName: 'Android 13', osVersionCode: '13', deviceModel: 'SM-S918B' },
    ],
    [
      'old Android with a locale before the model',
      'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
      { os: 'Android', osVersionName: 'Android 4.0.3', osVersionCode: '4.0.3', deviceModel: 'LG-L160L' },
    ],
    [
      "Chrome's reduced Android user agent (model hidden as K)",
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { os: 'Android', osVersionName: 'Android 10', osVersionCode: '10', deviceModel: '' },
    ],
    [
      'Firefox on Android',
      'Mozilla/5.0 (Android 14; Mobile; rv:123.0) Gecko/123.0 Firefox/123.0',
      { os: 'Android', osVersionName: 'Android 14', osVersionCode: '14', deviceModel: '' },
    ],
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
      { os: 'iOS', osVersionName: 'iOS 17.4.1', osVersionCode: '17.4.1', deviceModel: 'iPhone' },
    ],
    [
      'iPad',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { os: 'iOS', osVersionName: 'iOS 16.6', osVersionCode: '16.6', deviceModel: 'iPad' },
    ],
    [
      'Windows 10/11',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { os: 'Windows', osVersionName: 'Windows 10', osVersionCode: '10.0', deviceModel: 'PC' },
    ],
    [
      'Windows 7',
      'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
      { os: 'Windows', osVersionName: 'Windows 7', osVersionCode: '6.1', deviceModel: 'PC' },
    ],
    [
      'macOS Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15',
      { os: 'macOS', osVersionName: 'macOS 10.15.7', osVersionCode: '10.15.7', deviceModel: 'Mac' },
    ],
    [
      'macOS Firefox',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.3; rv:123.0) Gecko/20100101 Firefox/123.0',
      { os: 'macOS', osVersionName: 'macOS 14.3', osVersionCode: '14.3', deviceModel: 'Mac' },
    ],
    [
      'desktop Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { os: 'Linux', osVersionName: 'Linux', osVersionCode: '', deviceModel: 'PC' },
    ],
    ['no user agent (a server)', '', { os: '', osVersionName: '', osVersionCode: '', deviceModel: '' }],
    ['an unknown agent', 'curl/8.5.0', { os: '', osVersionName: '', osVersionCode: '', deviceModel: '' }],
  ])('reads %s', (_, ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected)
  })
})
