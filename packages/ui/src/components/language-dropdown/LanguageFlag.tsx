import { languageFlags } from './flags'

/** A language's flag (flag-icons), or an empty box of the same size for a language without one. */
export function LanguageFlag({ code }: { code: string }) {
  const src = languageFlags[code]
  if (!src) return <span className="sb-lang__flag sb-lang__flag--none" aria-hidden="true" />
  return (
    <img className="sb-lang__flag" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" />
  )
}
