import { Trans, useLingui } from '@lingui/react/macro'
import { displayBalance, visibleBalanceEntries } from '@sportsbook/sdk'
import type { WithdrawalPayout } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { CopyButton } from '../cashier/CopyButton'
import { depositStatusLabel, withdrawalStatusLabel } from '../cashier/cashier-texts'

/** Props of {@link PayoutDetails}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface PayoutDetailsProps extends ComponentPropsWithRef<'section'> {
  /** The server's `withdrawPayout` answer (its reading is logged in the operators' audit). */
  payout: WithdrawalPayout
}

/**
 * What the operator who sends a withdrawal's money needs: the bank, the holder's name and the whole account number
 * (each with a copy button), then the player's context: the balance in each currency with what is held and the
 * outstanding loan, and the last deposits and withdrawals.
 */
export const PayoutDetails = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function PayoutDetails({ payout, className, ...rest }: PayoutDetailsProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const { account, member } = payout
    return (
      <section
        {...rest}
        className={className ? `sb-payout ${className}` : 'sb-payout'}
        aria-label={t`Payout details`}
      >
        <dl className="sb-payout__account">
          <div>
            <dt>
              <Trans>Bank</Trans>
            </dt>
            <dd data-field="bank">{account.bankName}</dd>
          </div>
          <div>
            <dt>
              <Trans>Account holder</Trans>
            </dt>
            <dd data-field="holder">
              {account.accountName} <CopyButton text={account.accountName} what={t`account holder`} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Account number</Trans>
            </dt>
            <dd data-field="accountNo">
              <code>{account.accountNo}</code>{' '}
              <CopyButton text={account.accountNo} what={t`account number`} />
            </dd>
          </div>
        </dl>
        <h4 className="sb-payout__title">
          <Trans>The player's money</Trans>
        </h4>
        {visibleBalanceEntries(member.balances).map((entry) => (
          <FigureList
            key={entry.currencyCode}
            className="sb-payout__balance"
            data-currency={entry.currencyCode}
            figures={[
              {
                label: <Trans>Available {entry.currencyCode}</Trans>,
                value: format.amount(displayBalance(entry)),
                field: 'display',
              },
              { label: <Trans>Held</Trans>, value: format.amount(entry.frozen), field: 'frozen' },
              {
                label: <Trans>Outstanding loan</Trans>,
                value: format.amount(entry.loanAmount),
                field: 'loan',
              },
            ]}
          />
        ))}
        <h4 className="sb-payout__title">
          <Trans>Recent deposits</Trans>
        </h4>
        {member.recentDeposits.length + member.recentCollections.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>None</Trans>
          </p>
        ) : (
          <ul className="sb-payout__list" data-field="deposits">
            {member.recentDeposits.map((item) => (
              <li key={`d${item.id}`}>
                {format.dayTime(item.createdAt)} · {format.money(item.amount, item.currencyCode)} ·{' '}
                {depositStatusLabel(i18n, item.status).text}
              </li>
            ))}
            {member.recentCollections.map((item) => (
              <li key={`c${item.id}`}>
                {format.dayTime(item.createdAt)} ·{' '}
                {format.money(item.creditedAmount ?? item.amount, item.currencyCode)} · {item.reference}
              </li>
            ))}
          </ul>
        )}
        <h4 className="sb-payout__title">
          <Trans>Recent withdrawals</Trans>
        </h4>
        <ul className="sb-payout__list" data-field="withdrawals">
          {member.recentWithdrawals.map((item) => (
            <li key={item.id}>
              {format.dayTime(item.createdAt)} · {format.money(item.amount, item.currencyCode)} ·{' '}
              {withdrawalStatusLabel(i18n, item.status).text}
            </li>
          ))}
        </ul>
      </section>
    )
  }),
  { displayName: 'PayoutDetails' },
)
