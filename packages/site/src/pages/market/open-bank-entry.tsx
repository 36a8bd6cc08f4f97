import { useLingui } from '@lingui/react'
import {
  Dialog,
  LoadingState,
  marketMessages,
  OpenBankForm,
  type OpenBankInput,
  useBanks,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { AllowanceLine } from '../../protection/allowance-line'
import { useMoneyAction } from '../use-money-action'
import { useMarketCurrency, useMarketRole } from './market-context'

/**
 * The market's entry on a match page: its open banks, and for a registered member the open-a-bank flow (or
 * their bank when they have one on this match: one per banker per match).
 */
export function OpenBankEntry({ matchId, upcoming }: { matchId: number; upcoming: boolean }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const navigate = useNavigate()
  const role = useMarketRole()
  const { currencyCode, scale, available } = useMarketCurrency()
  const [open, setOpen] = useState(false)
  const { busy, error, run } = useMoneyAction()
  const registered = role === 'member'
  const banks = useRemoteOf(useBanks({ matchId, page: 1, pageSize: 20 }, { enabled: role !== 'none' }))
  const own = useRemoteOf(
    useSportsbookQuery('market', 'checkExist', { matchId }, { enabled: registered && upcoming }),
  )
  // The book's markets of the match, as the server lets a bank be opened on them.
  const simple = useRemoteOf(useSportsbookQuery('market', 'simpleList', {}, { enabled: open }))
  const match = simple.data?.find((item) => item.id === matchId)
  const openBank = (input: OpenBankInput) => {
    const { password, description, ...rest } = input
    return run(async () => {
      const bank = await sportsbook.market.open({
        matchId,
        currencyCode,
        ...rest,
        ...(password ? { password } : {}),
        ...(description ? { description } : {}),
      })
      setOpen(false)
      void navigate({ to: '/market/$id', params: { id: String(bank.id) } })
    })
  }
  const count = banks.data?.list.filter((bank) => bank.status === 'open').length ?? 0
  const ownId = own.data?.exists ? own.data.id : null
  return (
    <section className="sb-market-entry" aria-label={i18n._(marketMessages.banksOnMatch)}>
      <a className="sb-market-entry__link" href="#/market">
        {i18n._(marketMessages.banksOnMatch)} ({count})
      </a>
      {ownId ? (
        <a className="sb-button sb-button--secondary" href={`#/market/${ownId}`}>
          {i18n._(marketMessages.seeYourBank)}
        </a>
      ) : registered && upcoming ? (
        <button type="button" className="sb-button sb-button--secondary" onClick={() => setOpen(true)}>
          {i18n._(marketMessages.openBankOnMatch)}
        </button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen} title={i18n._(marketMessages.openBank)}>
        {match ? <AllowanceLine kind="stake" currencyCode={currencyCode} /> : null}
        {match ? (
          <OpenBankForm
            match={match}
            currencyCode={currencyCode}
            scale={scale}
            available={available}
            onOpen={openBank}
            busy={busy}
            error={error}
          />
        ) : simple.status === 'ready' ? (
          <p className="sb-cashier__muted">{i18n._(marketMessages.noBanks)}</p>
        ) : (
          <LoadingState rows={3} />
        )}
      </Dialog>
    </section>
  )
}
