import { compareAmounts } from '@sportsbook/sdk'
import { DepositLimitPrompt, useProtection, useSession, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'
import { useMoneyAction } from '../pages/use-money-action'
import { useProtectionSettings } from './use-protection-settings'

// The player's "Not now" holds for the tab: the prompt is an offer, not a gate to go through again and again.
const skippedKey = 'depositLimitPromptSkipped'

/**
 * Above the first deposit (UK rules since 2025): the offer of a deposit limit, while the member has never deposited
 * in this currency and has no deposit limit in it. Optional: the deposit form beneath works either way.
 */
export function FirstDepositLimitPrompt({ currencyCode, scale }: { currencyCode: string; scale: number }) {
  const sportsbook = useSportsbook()
  const session = useSession()
  const { protection } = useProtection()
  const settings = useProtectionSettings()
  const { busy, error, run } = useMoneyAction()
  const [skipped, setSkipped] = useState(() => sessionStorage.getItem(skippedKey) === '1')
  if (session.status !== 'member' || !protection || skipped || !currencyCode) return null
  const deposited = protection.lifetime.some(
    (entry) => entry.currencyCode === currencyCode && compareAmounts(entry.deposits, '0') > 0,
  )
  const limited = protection.limits.some(
    (limit) => limit.kind === 'deposit' && limit.currencyCode === currencyCode,
  )
  if (deposited || limited) return null
  return (
    <DepositLimitPrompt
      data-testid="first-deposit-limit"
      currencyCode={currencyCode}
      scale={scale}
      periods={settings.limitPeriods}
      busy={busy}
      error={error}
      onSkip={() => {
        sessionStorage.setItem(skippedKey, '1')
        setSkipped(true)
      }}
      onSetLimit={(draft) => run(() => sportsbook.protection.setLimit(draft), { refresh: false })}
    />
  )
}
