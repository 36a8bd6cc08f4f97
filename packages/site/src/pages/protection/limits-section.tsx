import { useLingui } from '@lingui/react'
import type { Limit, Protection } from '@sportsbook/sdk'
import { EmptyState, LimitCard, LimitForm, protectionMessages, useBalances } from '@sportsbook/ui'
import type { useProtectionSettings } from '../../protection/use-protection-settings'
import { useProtectionAction } from './use-protection-action'

const keyOf = (limit: Pick<Limit, 'kind' | 'period' | 'currencyCode'>) =>
  `${limit.kind}:${limit.period}:${limit.currencyCode ?? ''}`

/**
 * The member's limits, each with used and remaining and its pending change, and the form for a new one. A
 * restricted session only reads them (section 11: changes answer 1007 there).
 */
export function LimitsSection({
  protection,
  settings,
  readOnly,
}: {
  protection: Protection
  settings: ReturnType<typeof useProtectionSettings>
  readOnly: boolean
}) {
  const { i18n } = useLingui()
  const balances = useBalances()
  const action = useProtectionAction()
  const currencies = balances
    .filter((entry) => entry.status === 1)
    .map(({ currencyCode, scale }) => ({ currencyCode, scale }))
  const key = (limit: Limit) => ({ kind: limit.kind, period: limit.period, currencyCode: limit.currencyCode })
  return (
    <section
      className="sb-betting__section sb-protection__limits"
      aria-label={i18n._(protectionMessages.limits)}
    >
      <h2 className="sb-protection__heading">{i18n._(protectionMessages.limits)}</h2>
      {protection.limits.length === 0 ? <EmptyState title={i18n._(protectionMessages.noLimits)} /> : null}
      <div className="sb-protection__cards">
        {protection.limits.map((limit) => (
          <div key={keyOf(limit)} className="sb-protection__card">
            <LimitCard
              limit={limit}
              data-testid={`limit-${keyOf(limit)}`}
              busy={action.busy === keyOf(limit)}
              onConfirm={
                readOnly ? undefined : () => void action.run(keyOf(limit), (p) => p.confirmLimit(key(limit)))
              }
              onRemove={
                readOnly ? undefined : () => void action.run(keyOf(limit), (p) => p.removeLimit(key(limit)))
              }
            />
            {action.errorOf(keyOf(limit)) ? (
              <p className="sb-cashier__error" role="alert">
                {action.errorOf(keyOf(limit))}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {readOnly || currencies.length === 0 ? null : (
        <>
          <h3 className="sb-protection__subheading">{i18n._(protectionMessages.newLimit)}</h3>
          <LimitForm
            data-testid="limit-form"
            currencies={currencies}
            periods={settings.limitPeriods}
            increaseDelayHours={settings.increaseDelayHours}
            busy={action.busy === 'new'}
            error={action.errorOf('new')}
            onSetLimit={(draft) => action.run('new', (p) => p.setLimit(draft))}
          />
        </>
      )}
    </section>
  )
}
