import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBankStat } from '../../stories/market'
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

export const Mixed: Story = {}
export const Empty: Story = { args: { rows: [] } }
