import { useLingui } from '@lingui/react'
import {
  DepositLimitPrompt,
  Dialog,
  protectionMessages,
  useSportsbook,
  useSportsbookEvent,
  useUser,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useMoneyAction } from '../pages/use-money-action'
import { useProtectionSettings } from './use-protection-settings'

/**
 * Right after registration, over the page the SDK goes to: the offer of a deposit limit (UK rules since 2025).
 * It never stands in the way: Not now, Escape or the close button go on without one.
 */
export function RegistrationLimitPrompt() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const user = useUser()
  const settings = useProtectionSettings()
  const { busy, error, run } = useMoneyAction()
  const [open, setOpen] = useState(false)
  useSportsbookEvent('login', ({ via, status }) => {
    if (via === 'register' && status === 'member') setOpen(true)
  })
  const currencyCode = user?.currencyCode ?? ''
  if (!open || !currencyCode) return null
  const scale = sportsbook.balance.getState().find((entry) => entry.currencyCode === currencyCode)?.scale ?? 2
  return (
    <Dialog
      open
      onOpenChange={setOpen}
      title={i18n._(protectionMessages.page)}
      data-testid="registration-limit"
    >
      <DepositLimitPrompt
        currencyCode={currencyCode}
        scale={scale}
        periods={settings.limitPeriods}
        busy={busy}
        error={error}
        onSkip={() => setOpen(false)}
        onSetLimit={async (draft) => {
          const set = await run(() => sportsbook.protection.setLimit(draft), { refresh: false })
          if (set) setOpen(false)
          return set
        }}
      />
    </Dialog>
  )
}
