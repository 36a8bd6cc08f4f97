import { LanguageDropdown, useLanguage, useSportsbook } from '@sportsbook/ui'
import { useSite } from '../site-context'

/**
 * The language picker wired to the SDK's language flow: the server's list plus zh, zht and en; compact under
 * #/mini (spec section 2); locked with its reason on a brand that forces one language.
 */
export function LanguageSwitcher({ variant }: { variant: 'full' | 'compact' }) {
  const sportsbook = useSportsbook()
  const { code, list } = useLanguage()
  const { brand } = useSite()
  return (
    <LanguageDropdown
      items={list}
      value={code}
      variant={variant}
      locked={Boolean(brand.forcedLanguage)}
      onChange={(next) => void sportsbook.language.set(next)}
    />
  )
}
