import { hi, ja, ko } from './house-texts-asia'
import { en, type HouseTexts } from './house-texts-en'
import { id, kh, ms, th, vi } from './house-texts-southeast-asia'
import { br, pt, zh, zht } from './house-texts-zh-pt'
import { type LanguageCode, withIndianEnglish } from './languages'

export type { HouseTextKey, HouseTexts } from './house-texts-en'

const tables = withIndianEnglish<HouseTexts>({ en, zh, zht, pt, br, id, vi, ko, ja, th, ms, hi, kh })

/** The BCP 47 tag of each language code, for the game page's `<html lang>`. */
const tags: Record<LanguageCode, string> = {
  en: 'en',
  in: 'en-IN',
  zh: 'zh-Hans',
  zht: 'zh-Hant',
  pt: 'pt-PT',
  br: 'pt-BR',
  id: 'id',
  vi: 'vi',
  ko: 'ko',
  ja: 'ja',
  th: 'th',
  ms: 'ms',
  hi: 'hi',
  kh: 'km',
}

/** The house game pages' texts in `lang`, with its `<html lang>` tag. */
export function houseTexts(lang: LanguageCode): { tag: string; texts: HouseTexts } {
  return { tag: tags[lang], texts: tables[lang] }
}
