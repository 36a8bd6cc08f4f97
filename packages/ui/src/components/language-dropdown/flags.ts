/**
 * The flag-icons country shown beside each site language:
 * traditional Chinese uses Hong Kong's, both India sites India's. The pictures themselves are background images
 * of flags.css, so the JavaScript loads in Node and test runners and a page fetches only the flags it shows.
 */
export const languageFlags: Readonly<Record<string, string>> = {
  en: 'gb',
  zht: 'hk',
  zh: 'cn',
  id: 'id',
  ko: 'kr',
  th: 'th',
  ja: 'jp',
  kh: 'kh',
  in: 'in',
  hi: 'in',
  br: 'br',
  vi: 'vn',
  ms: 'my',
  pt: 'pt',
}
