import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBank, sampleBankOrder } from '../../stories/market'
import { digitsOf } from '../../stories/queries'
import { GamblerOrders } from './GamblerOrders'

const meta = {
  title: 'Market/GamblerOrders',
  component: GamblerOrders,
  args: {
    orders: [sampleBankOrder(), sampleBankOrder({ id: 302, status: 'won', payout: '42.00', settledAt: 1 })],
    hrefOf: (id: number) => `#/market/${id}`,
  },
} satisfies Meta<typeof GamblerOrders>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** A row per bet linking to its bank, with the pick's odds, and the payout (or the potential return while open). */
async function showsBets({ canvas, canvasElement }: Context) {
  const rows = [...canvasElement.querySelectorAll('tbody tr')]
  await expect(rows.map((row) => row.getAttribute('data-order'))).toEqual(['301', '302'])
  await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '#/market/12',
    '#/market/12',
  ])
  await expect(rows.map((row) => digitsOf(row.querySelector('[data-field="payout"]')))).toEqual([
    '4200',
    '4200',
  ])
  await expect(rows.map((row) => row.querySelector('.sb-status')?.getAttribute('data-tone'))).toEqual([
    'pending',
    'good',
  ])
  return rows
}

/** Each bet named by its bank's match, league, kick-off and market, with the pick. */
export const Mixed: Story = {
  args: { banks: new Map([[12, sampleBank()]]) },
  play: async (context) => {
    const rows = await showsBets(context)
    await expect(rows[0]?.querySelector('[data-field="match"]')).toHaveTextContent('Premier League')
    await expect(rows[0]?.querySelector('td')?.textContent).toMatch(/.+ @ 2\.10$/)
  },
}
/** Before the banks are read, a bet is named by its bank's number. */
export const BanksUnread: Story = {
  play: async (context) => {
    const rows = await showsBets(context)
    await expect(rows[0]?.querySelector('a')).toHaveTextContent('#12')
    await expect(rows[0]?.querySelector('[data-field="match"]')).toBeNull()
    await expect(rows[0]?.querySelector('td')).toHaveTextContent(/^@ 2\.10$/)
  },
}
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-cashier__muted')).toBeInTheDocument()
  },
}
