import { useLingui } from '@lingui/react'
import type { BankerInfo } from '@sportsbook/sdk/protocol'
import {
  BankExposure,
  BankerTools,
  BankOrders,
  Dialog,
  InvestForm,
  LoadingState,
  marketMessages,
  useSportsbook,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useKeyedRead } from '../../betting/remote'
import { RemoteError } from '../../betting/remote-error'
import { AllowanceLine } from '../../protection/allowance-line'
import { useMoneyAction } from '../use-money-action'
import { useMarketCurrency } from './market-context'

/**
 * A bank as its banker and partners see it: the result in each outcome, the participants and their shares,
 * the orders taken (gamblers masked), adding capital, and for the banker the bank's controls.
 */
export function ParticipantView({
  info,
  isBanker,
  onChanged,
}: {
  info: BankerInfo
  isBanker: boolean
  onChanged: () => void
}) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const { available, scale } = useMarketCurrency()
  const { busy, error, run } = useMoneyAction()
  const [notice, setNotice] = useState<string | null>(null)
  const [investing, setInvesting] = useState(false)
  // Read again whenever the bank's order count or status moves.
  const orders = useKeyedRead(
    {
      group: 'market',
      name: 'gamblerUserOrders',
      inputs: { bankId: info.id, orders: info.orders, status: info.status },
    },
    () => sportsbook.api.market.gamblerUserOrders({ bankId: info.id, page: 1, pageSize: 100 }),
  )
  const act = async (change: () => Promise<unknown>, done: string = i18n._(marketMessages.saved)) => {
    setNotice(null)
    const changed = await run(change)
    if (changed) {
      setNotice(done)
      onChanged()
    }
    return changed
  }
  const live = info.status === 'open' || info.status === 'paused'
  return (
    <>
      <BankExposure info={info} />
      {notice ? (
        <p className="sb-bank-slip__notice" role="status">
          {notice}
        </p>
      ) : null}
      {info.status === 'open' ? (
        <button type="button" className="sb-button" onClick={() => setInvesting(true)}>
          {i18n._(marketMessages.invest)}
        </button>
      ) : null}
      {isBanker && live ? (
        <BankerTools
          bank={{ ...info, participants: info.participants.length }}
          busy={busy}
          error={investing ? null : error}
          onSaleStatus={(open) => act(() => sportsbook.api.market.saleStatus({ id: info.id, open }))}
          onOdds={(selections) => act(() => sportsbook.api.market.oddsConfig({ id: info.id, selections }))}
          onDescription={(description) =>
            act(() => sportsbook.api.market.updateDescription({ id: info.id, description }))
          }
          onPassword={(password) =>
            act(() => sportsbook.api.market.updatePassword({ id: info.id, password }))
          }
          onCancel={() =>
            act(() => sportsbook.api.market.cancel({ id: info.id }), i18n._(marketMessages.cancelled))
          }
        />
      ) : error && !investing ? (
        <p className="sb-cashier__error" role="alert">
          {error}
        </p>
      ) : null}
      <section aria-label={i18n._(marketMessages.orders)}>
        {orders.status === 'error' && !orders.data ? (
          <RemoteError remote={orders} />
        ) : orders.data ? (
          <BankOrders bank={info} orders={orders.data.list} />
        ) : (
          <LoadingState rows={2} />
        )}
      </section>
      <Dialog open={investing} onOpenChange={setInvesting} title={i18n._(marketMessages.invest)}>
        <AllowanceLine kind="stake" currencyCode={info.currencyCode} />
        <InvestForm
          currencyCode={info.currencyCode}
          scale={scale}
          available={available}
          busy={busy}
          error={error}
          onInvest={async (amount) => {
            const done = await act(
              () => sportsbook.market.invest({ id: info.id, amount }),
              i18n._(marketMessages.invested),
            )
            if (done) setInvesting(false)
            return done
          }}
        />
      </Dialog>
    </>
  )
}
