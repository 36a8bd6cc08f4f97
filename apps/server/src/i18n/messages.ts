import { type LanguageCode, withIndianEnglish } from './languages'
import { hi, ja, ko } from './message-texts-asia'
import { en, type MessageKey, type Messages } from './message-texts-en'
import { id, kh, ms, th, vi } from './message-texts-southeast-asia'
import { br, pt, zh, zht } from './message-texts-zh-pt'

export type { MessageKey }

const catalogs = withIndianEnglish<Messages>({ en, zh, zht, pt, br, id, vi, ko, ja, th, ms, hi, kh })

/** The sentence for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: LanguageCode, key: MessageKey, params: Record<string, string> = {}): string {
  const text = catalogs[lang][key] ?? en[key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
