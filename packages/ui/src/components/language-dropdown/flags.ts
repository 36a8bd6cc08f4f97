// One flag-icons SVG per site language (spec section 2: each language with a flag icon), imported one by one as
// URLs, never inlined (`?no-inline`) and never through flag-icons' stylesheet of every country: a page pays only
// for the few bytes of each URL and the browser fetches the one flag it shows.
import br from 'flag-icons/flags/4x3/br.svg?no-inline'
import cn from 'flag-icons/flags/4x3/cn.svg?no-inline'
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline'
import hk from 'flag-icons/flags/4x3/hk.svg?no-inline'
import id from 'flag-icons/flags/4x3/id.svg?no-inline'
import india from 'flag-icons/flags/4x3/in.svg?no-inline'
import jp from 'flag-icons/flags/4x3/jp.svg?no-inline'
import kh from 'flag-icons/flags/4x3/kh.svg?no-inline'
import kr from 'flag-icons/flags/4x3/kr.svg?no-inline'
import my from 'flag-icons/flags/4x3/my.svg?no-inline'
import pt from 'flag-icons/flags/4x3/pt.svg?no-inline'
import th from 'flag-icons/flags/4x3/th.svg?no-inline'
import vn from 'flag-icons/flags/4x3/vn.svg?no-inline'

/** The flag shown beside each site language: traditional Chinese uses Hong Kong's, both India sites India's. */
export const languageFlags: Readonly<Record<string, string>> = {
  en: gb,
  zht: hk,
  zh: cn,
  id,
  ko: kr,
  th,
  ja: jp,
  kh,
  in: india,
  hi: india,
  br,
  vi: vn,
  ms: my,
  pt,
}
