/** The operating system fields of the client info every call sends, read from the user agent. */
export interface UserAgentInfo {
  /** `Android`, `iOS`, `Windows`, `macOS`, `Linux`, or empty when the user agent names none of them. */
  os: '' | 'Android' | 'iOS' | 'Windows' | 'macOS' | 'Linux'
  /** The system's name as people say it: `Android 14`, `iOS 17.4.1`, `Windows 10`, `macOS 10.15.7`, `Linux`. */
  osVersionName: string
  /** The version number as the user agent writes it, dots for underscores: `14`, `17.4.1`, `10.0`, `10.15.7`. */
  osVersionCode: string
  /** The phone model for Android, `iPhone`/`iPad`/`iPod` for iOS, `PC` or `Mac` for desktops. */
  deviceModel: string
}

// Windows NT versions that a user knows by another name; newer releases all report NT 10.0.
const windowsNames: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
}

// Segments of an Android user agent that are not the model: a web view mark, the reduced user agent's "K",
// form factors, Firefox's revision and locales.
const notAModel = /^(wv|K|Mobile|Tablet|U|rv:.*|[a-z]{2}(?:[-_][a-z]{2,4})?)$/i

const dotted = (version: string) => version.replace(/_/g, '.')

export function parseUserAgent(ua: string): UserAgentInfo {
  // iOS first: its user agent also says "like Mac OS X".
  const ios = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/.exec(ua)
  if (ios) {
    const version = dotted(ios[2]!)
    return { os: 'iOS', osVersionName: `iOS ${version}`, osVersionCode: version, deviceModel: ios[1]! }
  }
  // Android before Linux: its user agent also says "Linux".
  const android = /\(([^)]*\bAndroid\b[^)]*)\)/.exec(ua)
  if (android) {
    const parts = android[1]!.split(';').map((part) => part.trim())
    const at = parts.findIndex((part) => part.startsWith('Android'))
    const version = /^Android\s+([\d.]+)/.exec(parts[at]!)?.[1] ?? ''
    const model =
      parts
        .slice(at + 1)
        .map((part) => part.replace(/\s*Build\/.*$/, ''))
        .find((part) => part !== '' && !notAModel.test(part)) ?? ''
    return {
      os: 'Android',
      osVersionName: version ? `Android ${version}` : 'Android',
      osVersionCode: version,
      deviceModel: model,
    }
  }
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua)
  if (windows) {
    const code = windows[1]!
    return {
      os: 'Windows',
      osVersionName: `Windows ${windowsNames[code] ?? code}`,
      osVersionCode: code,
      deviceModel: 'PC',
    }
  }
  const mac = /\bMac OS X(?: (\d+(?:[_.]\d+)*))?/.exec(ua)
  if (mac) {
    const version = mac[1] ? dotted(mac[1]) : ''
    return {
      os: 'macOS',
      osVersionName: version ? `macOS ${version}` : 'macOS',
      osVersionCode: version,
      deviceModel: 'Mac',
    }
  }
  if (/\b(Linux|X11|CrOS)\b/.test(ua)) {
    return { os: 'Linux', osVersionName: 'Linux', osVersionCode: '', deviceModel: 'PC' }
  }
  return { os: '', osVersionName: '', osVersionCode: '', deviceModel: '' }
}
