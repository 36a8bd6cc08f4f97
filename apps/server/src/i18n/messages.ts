import type { LanguageCode } from './languages'
import { hi, id, ja, kh, ko, ms, th, vi } from './message-texts-asia'
import { en, type MessageKey, type Messages } from './message-texts-en'
import { br, pt, zh, zht } from './message-texts-zh-pt'

export type { MessageKey }

const catalogs: Record<LanguageCode, Messages> = {
  en,
  zh,
  zht,
  pt,
  br,
  id,
  in: en, // `in` is English (India), as the site's catalogs have it
  vi,
  ko,
  ja,
  th,
  ms,
  hi,
  kh,
}

/** The sentence for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: LanguageCode, key: MessageKey, params: Record<string, string> = {}): string {
  const text = catalogs[lang][key] ?? en[key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
