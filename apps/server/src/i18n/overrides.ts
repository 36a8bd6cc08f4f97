import { isLanguageCode, type LanguageCode } from './languages'
import br from './overrides/br.json' with { type: 'json' }
import en from './overrides/en.json' with { type: 'json' }
import hi from './overrides/hi.json' with { type: 'json' }
import id from './overrides/id.json' with { type: 'json' }
import inIndia from './overrides/in.json' with { type: 'json' }
import ja from './overrides/ja.json' with { type: 'json' }
import kh from './overrides/kh.json' with { type: 'json' }
import ko from './overrides/ko.json' with { type: 'json' }
import ms from './overrides/ms.json' with { type: 'json' }
import pt from './overrides/pt.json' with { type: 'json' }
import th from './overrides/th.json' with { type: 'json' }
import vi from './overrides/vi.json' with { type: 'json' }
import zh from './overrides/zh.json' with { type: 'json' }
import zht from './overrides/zht.json' with { type: 'json' }

/**
 * The text overrides of each language (DESIGN.md section 3: "the server's language `path` may add overrides"),
 * served as `/i18n/<code>.json`. Bundled as JSON modules so the build needs no files beside it.
 */
const files: Record<LanguageCode, Record<string, string>> = {
  en,
  zht,
  zh,
  id,
  ko,
  th,
  ja,
  kh,
  in: inIndia,
  hi,
  br,
  vi,
  ms,
  pt,
}

export function languageFileOf(code: string): Record<string, string> | null {
  return isLanguageCode(code) ? files[code] : null
}
