import { SaferGamblingFooter } from '@sportsbook/ui'
import { useSite } from '../site-context'
import { protectionHref } from './reality-check-host'
import { useProtectionSettings } from './use-protection-settings'
import '../betting/styles'

// Independent help when a brand names none: a national charity's advice and helpline.
const defaultHelp = { href: 'https://www.begambleaware.org/', name: undefined }

/** The responsible-gambling footer of every page: the brand's minimum age, the safer-gambling page, help. */
export function SiteFooter() {
  const { brand } = useSite()
  const { minAge } = useProtectionSettings()
  const help = brand.saferGamblingHelp ?? defaultHelp
  return (
    <SaferGamblingFooter
      minAge={minAge}
      protectionHref={protectionHref}
      helpHref={help.href}
      helpName={help.name}
      data-testid="safer-footer"
    />
  )
}
