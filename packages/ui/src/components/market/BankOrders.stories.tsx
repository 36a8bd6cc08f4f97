import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBank, sampleBankOrder } from '../../stories/market'
import { digitsOf } from '../../stories/queries'
import { BankOrders } from './BankOrders'

const meta = {
  title: 'Market/BankOrders',
  component: BankOrders,
  args: {
    bank: sampleBank(),
    orders: [sampleBankOrder(), sampleBankOrder({ id: 302, selectionId: 112, odds: '3.90', stake: '10.00' })],
  },
} satisfies Meta<typeof BankOrders>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** A row per bet: the player, the pick at its odds, the stake and a status badge. */
async function showsOrders({ args, canvasElement }: Context) {
  const rows = [...canvasElement.querySelectorAll('[data-table="orders"] tbody tr')]
  await expect(rows).toHaveLength(args.orders.length)
  await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
    args.orders.map((order) => order.gambler),
  )
  for (const [index, row] of rows.entries()) {
    const order = args.orders[index]
    if (!order) continue
    await expect(row.querySelectorAll('td')[0]).toHaveTextContent(`@ ${order.odds}`)
    await expect(digitsOf(row.querySelectorAll('td')[1])).toBe(order.stake.replace(/\D/g, ''))
  }
  return rows.map((row) => row.querySelector('.sb-status')?.getAttribute('data-tone'))
}

export const Open: Story = {
  play: async (context) => {
    await expect(await showsOrders(context)).toEqual(['pending', 'pending'])
  },
}
export const Settled: Story = {
  args: {
    orders: [
      sampleBankOrder({ status: 'won', payout: '42.00' }),
      sampleBankOrder({ id: 303, status: 'lost' }),
    ],
  },
  play: async (context) => {
    await expect(await showsOrders(context)).toEqual(['good', 'bad'])
  },
}
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-cashier__muted')).toBeInTheDocument()
  },
}
