import { Trans, useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import type { SettlementRecord } from '@sportsbook/sdk/protocol'
import { useFormatters } from '../../internal/use-formatters'
import { ledgerKindName } from '../amount-log/ledger-kinds'
import { OrderRow } from '../order-row/OrderRow'

export interface SettlementRecordCardProps {
  record: SettlementRecord
  format?: OddsFormat
  className?: string
}

/** A settled order with the ledger entries it made (stake held, then paid out or kept), folded by default. */
export const SettlementRecordCard = /* @__PURE__ */ Object.assign(
  function SettlementRecordCard({ record, format = 'decimal', className }: SettlementRecordCardProps) {
    const { t, i18n } = useLingui()
    const formats = useFormatters()
    const count = record.entries.length
    const accountNames = { balance: t`Balance`, openBets: t`Open bets`, house: t`House` }
    return (
      <div className={className ? `sb-record ${className}` : 'sb-record'}>
        <OrderRow
          order={record.order}
          format={format}
          actions={
            <details className="sb-record__entries">
              <summary>
                <Trans>Ledger entries ({count})</Trans>
              </summary>
              <ul>
                {record.entries.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries of one transfer share its id
                  <li key={`${entry.transferId}-${entry.account}-${index}`}>
                    <span>{formats.dayTime(entry.createdAt)}</span>
                    <span>{ledgerKindName(i18n, entry.kind)}</span>
                    <span>{accountNames[entry.account]}</span>
                    <span className="sb-record__amount">
                      {formats.money(entry.amount, record.order.currencyCode)}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          }
        />
      </div>
    )
  },
  { displayName: 'SettlementRecordCard' },
)
