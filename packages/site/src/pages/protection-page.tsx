import { useLingui } from '@lingui/react'
import {
  cashierMessages,
  EmptyState,
  LoadingState,
  protectionMessages,
  RealityCheckSetting,
  useFormatters,
  useProtection,
  useSession,
  useSportsbook,
} from '@sportsbook/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { RemoteError } from '../betting/remote-error'
import { useProtectionSettings } from '../protection/use-protection-settings'
import { LoginNeeded } from './login-needed'
import { BreaksSection } from './protection/breaks-section'
import { LimitsSection } from './protection/limits-section'
import { StatementSection } from './protection/statement-section'
import { useProtectionAction } from './protection/use-protection-action'
import '../betting/styles'
import './protection/protection-page.css'

/**
 * #/account/protection, "Safer gambling" (PROTOCOL.md section 11): the member's limits with used and remaining,
 * breaks, the reality-check interval, money in and out since joining, and the statement. A restricted session
 * (during a break) reads it all and changes nothing; a visitor is asked to log in, a demo member to register.
 */
export default function ProtectionPage() {
  const { i18n } = useLingui()
  const session = useSession()
  const sportsbook = useSportsbook()
  const settings = useProtectionSettings()
  const { protection } = useProtection()
  const format = useFormatters()
  const action = useProtectionAction()
  const [failure, setFailure] = useState<unknown>(null)
  const allowed = session.status === 'member' || session.status === 'restricted'
  const uid = session.credentials?.uid
  const read = () => {
    setFailure(null)
    sportsbook.protection.refresh().catch(setFailure)
  }
  // Read again for each member (uid), not on each render.
  useEffect(() => {
    if (allowed) read()
  }, [allowed, uid])

  let body: ReactNode
  if (session.status === 'idle') body = <LoadingState rows={4} />
  else if (session.status === 'demo') body = <EmptyState title={i18n._(protectionMessages.demo)} />
  else if (!allowed)
    body = <LoginNeeded title={i18n._(protectionMessages.needsLogin)} logIn={i18n._(cashierMessages.logIn)} />
  else if (failure && !protection)
    body = (
      <RemoteError remote={{ error: failure, reload: read }} title={i18n._(protectionMessages.loadFailed)} />
    )
  else if (!protection) body = <LoadingState rows={4} />
  else {
    const readOnly = session.status === 'restricted'
    body = (
      <div key={uid} className="sb-protection">
        <p className="sb-betting__hint">{i18n._(protectionMessages.intro)}</p>
        <LimitsSection protection={protection} settings={settings} readOnly={readOnly} />
        {readOnly ? null : <BreaksSection settings={settings} />}
        {readOnly ? null : (
          <section className="sb-betting__section" aria-label={i18n._(protectionMessages.realityCheck)}>
            <h2 className="sb-protection__heading">{i18n._(protectionMessages.realityCheck)}</h2>
            <p className="sb-betting__hint">{i18n._(protectionMessages.realityCheckIntro)}</p>
            <RealityCheckSetting
              data-testid="reality-check-setting"
              minutes={protection.realityCheckMinutes}
              choices={settings.realityCheckMinutes}
              busy={action.busy === 'realityCheck'}
              error={action.errorOf('realityCheck')}
              onSave={(minutes) => void action.run('realityCheck', (p) => p.setRealityCheck(minutes))}
            />
          </section>
        )}
        <section className="sb-betting__section" aria-label={i18n._(protectionMessages.lifetime)}>
          <h2 className="sb-protection__heading">{i18n._(protectionMessages.lifetime)}</h2>
          <dl className="sb-protection__lifetime">
            {protection.lifetime.map((entry) => (
              <div key={entry.currencyCode} data-currency={entry.currencyCode}>
                <dt>{i18n._(protectionMessages.deposits)}</dt>
                <dd>{format.money(entry.deposits, entry.currencyCode)}</dd>
                <dt>{i18n._(protectionMessages.withdrawals)}</dt>
                <dd>{format.money(entry.withdrawals, entry.currencyCode)}</dd>
                <dt>{i18n._(protectionMessages.net)}</dt>
                <dd>{format.money(entry.net, entry.currencyCode)}</dd>
              </div>
            ))}
          </dl>
          {protection.lastLoginAt ? (
            <p className="sb-betting__hint">
              {i18n._(protectionMessages.lastLogin)}: {format.dateTime(protection.lastLoginAt)}
            </p>
          ) : null}
        </section>
        <StatementSection />
      </div>
    )
  }
  return (
    <div className="sb-betting">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(protectionMessages.page)}</h1>
        {body}
      </div>
    </div>
  )
}
