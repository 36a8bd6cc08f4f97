import { languageFlags } from './flags'

/** A language's flag (flag-icons, drawn by flags.css), or an empty box of the same size for a language without one. */
export function LanguageFlag({ code }: { code: string }) {
  const country = languageFlags[code]
  return (
    <span
      className={country ? `sb-lang__flag sb-flag--${country}` : 'sb-lang__flag sb-lang__flag--none'}
      data-flag={country}
      aria-hidden="true"
    />
  )
}
