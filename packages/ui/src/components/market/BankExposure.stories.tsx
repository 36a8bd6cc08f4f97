import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBankerInfo } from '../../stories/market'
import { BankExposure } from './BankExposure'

const meta = {
  title: 'Market/BankExposure',
  component: BankExposure,
  args: { info: sampleBankerInfo() },
} satisfies Meta<typeof BankExposure>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Settled: Story = {
  args: {
    info: sampleBankerInfo({
      status: 'settled',
      participants: sampleBankerInfo().participants.map((item) => ({ ...item, pnl: '9.50' })),
    }),
  },
}
export const Handicap: Story = {
  args: {
    info: sampleBankerInfo({
      market: { type: 'handicap', line: '-0.25' },
      outcomes: [
        { label: 'diff<=-1', pnl: '40.00' },
        { label: 'diff=0', pnl: '10.00' },
        { label: 'diff>=1', pnl: '-31.00' },
      ],
    }),
  },
}
