import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { sampleBank, sampleBankerInfo, sampleBankOrder, sampleBankStat } from '../../stories/market'
import { renderWithI18n } from '../../test/render'
import { BankCard } from './BankCard'
import { BankExposure } from './BankExposure'
import { BankOrders } from './BankOrders'
import { GamblerOrders } from './GamblerOrders'
import { MyBanks } from './MyBanks'
import { closesIn } from './market-texts'

describe('market components pass ref and unknown props to their root', () => {
  it('gives each root element the ref, id and data attributes', () => {
    const card = createRef<HTMLElement>()
    const banks = createRef<HTMLDivElement>()
    const bets = createRef<HTMLDivElement>()
    const orders = createRef<HTMLDivElement>()
    const exposure = createRef<HTMLElement>()
    renderWithI18n(
      <>
        <BankCard ref={card} id="card" data-x="1" bank={sampleBank()} href="#/market/12" />
        <MyBanks ref={banks} id="banks" rows={[sampleBankStat()]} currencyCode="USDT" hrefOf={String} />
        <GamblerOrders ref={bets} id="bets" orders={[]} hrefOf={String} />
        <BankOrders ref={orders} id="orders" bank={sampleBank()} orders={[sampleBankOrder()]} />
        <BankExposure ref={exposure} id="exposure" info={sampleBankerInfo()} />
      </>,
    )
    expect(card.current?.id).toBe('card')
    expect(card.current?.dataset.x).toBe('1')
    for (const [ref, id] of [
      [banks, 'banks'],
      [bets, 'bets'],
      [orders, 'orders'],
      [exposure, 'exposure'],
    ] as const)
      expect(ref.current?.id).toBe(id)
  })
})

describe('market tables', () => {
  it('name a bet by its bank match, league and market, and its pick, once the bank is read', () => {
    const bank = sampleBank()
    const order = sampleBankOrder()
    const { rerender } = renderWithI18n(<GamblerOrders orders={[order]} hrefOf={(id) => `#/market/${id}`} />)
    expect(screen.getByRole('link', { name: '#12' })).toBeTruthy()
    rerender(
      <GamblerOrders orders={[order]} hrefOf={(id) => `#/market/${id}`} banks={new Map([[12, bank]])} />,
    )
    const link = screen.getByRole('link', { name: 'Arsenal v Chelsea · Match result' })
    expect(link.getAttribute('href')).toBe('#/market/12')
    const row = screen.getByRole('row', { name: /Arsenal v Chelsea/ })
    expect(row.textContent).toContain('Premier League')
    expect(row.textContent).toContain(`Arsenal @ ${order.odds}`)
  })

  it('label every data cell with its column, so a stacked row still says what each amount is', () => {
    renderWithI18n(<MyBanks rows={[sampleBankStat()]} currencyCode="USDT" hrefOf={String} />)
    const cells = screen.getAllByRole('cell')
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Capital', 'Stakes taken', 'P&L', 'Commission'])
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Bank',
      'Capital',
      'Stakes taken',
      'P&L',
      'Commission',
    ])
  })
})

describe('closesIn', () => {
  it('counts the wall time left, in seconds in the last minute, and nothing once it is past', () => {
    expect(closesIn(i18n, (2 * 60 + 5) * 60_000 + 500)).toBe('2 h 05 min')
    expect(closesIn(i18n, 4 * 60_000 + 59_000)).toBe('4 min')
    expect(closesIn(i18n, 35_400)).toBe('35 s')
    expect(closesIn(i18n, 0)).toBeNull()
    expect(closesIn(i18n, -1)).toBeNull()
  })

  it('shows the count only when the server clock is known', () => {
    const bank = sampleBank()
    const { rerender, container } = renderWithI18n(<BankCard bank={bank} href="#" closesInMs={null} />)
    expect(container.querySelector('[data-field="closes-in"]')).toBeNull()
    rerender(<BankCard bank={bank} href="#" closesInMs={90_000} />)
    expect(container.querySelector('[data-field="closes-in"]')?.textContent).toBe('Closes in 1 min')
  })
})
