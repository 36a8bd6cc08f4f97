import { useLingui } from '@lingui/react'
import {
  bettingMessages,
  OddsFormatSetting,
  protectionMessages,
  siteMessages,
  useOddsFormat,
  useSession,
} from '@sportsbook/ui'
import { AccountSecurity } from '../account/account-security'
import '../betting/styles'

/**
 * #/account: the player's settings (the odds format, applied to every price on the site), safer gambling, and a
 * registered member's account security and identity (PROTOCOL.md section 13).
 */
export default function AccountPage() {
  const { i18n } = useLingui()
  const [format, setFormat] = useOddsFormat()
  const registered = ['member', 'restricted'].includes(useSession().status)
  return (
    <div className="sb-betting">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(siteMessages.accountPage)}</h1>
        <section className="sb-betting__section" aria-label={i18n._(bettingMessages.settings)}>
          <OddsFormatSetting value={format} onValueChange={setFormat} />
          <p className="sb-betting__hint">{i18n._(bettingMessages.oddsFormatHint)}</p>
        </section>
        <section className="sb-betting__section" aria-label={i18n._(protectionMessages.page)}>
          <a className="sb-button sb-button--secondary" href="#/account/protection" data-link="protection">
            {i18n._(protectionMessages.page)}
          </a>
          <p className="sb-betting__hint">{i18n._(protectionMessages.intro)}</p>
        </section>
        {registered ? <AccountSecurity /> : null}
      </div>
    </div>
  )
}
