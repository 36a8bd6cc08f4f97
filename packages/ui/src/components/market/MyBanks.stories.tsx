import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBankStat } from '../../stories/market'
import { digitsOf } from '../../stories/queries'
import { MyBanks } from './MyBanks'

const meta = {
  title: 'Market/MyBanks',
  component: MyBanks,
  args: {
    rows: [
      sampleBankStat(),
      sampleBankStat({ bankId: 13, role: 'partner', status: 'settled', pnl: '19.00', commission: '1.00' }),
    ],
    currencyCode: 'USDT',
    hrefOf: (id: number) => `#/market/${id}`,
  },
} satisfies Meta<typeof MyBanks>

export default meta
type Story = StoryObj<typeof meta>

export const Mixed: Story = {
  // A row per bank with its state and a link to it; the result carries its tone, the commission its amount.
  play: async ({ canvas, canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('tbody tr')]
    await expect(rows.map((row) => row.getAttribute('data-bank'))).toEqual(['12', '13'])
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['open', 'settled'])
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#/market/12',
      '#/market/13',
    ])
    const field = (name: string) => rows.map((row) => row.querySelector(`[data-field="${name}"]`))
    await expect(field('pnl').map((cell) => cell?.getAttribute('data-tone'))).toEqual(['bad', 'good'])
    await expect(field('pnl').map(digitsOf)).toEqual(['2000', '1900'])
    await expect(field('commission').map(digitsOf)).toEqual(['000', '100'])
  },
}
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-cashier__muted')).toBeInTheDocument()
  },
}
