import type { Meta, StoryObj } from '@storybook/react-vite'
import { bankNow, sampleBank } from '../../stories/market'
import { BankCard } from './BankCard'

const meta = {
  title: 'Market/BankCard',
  component: BankCard,
  args: { bank: sampleBank(), href: '#/market/12', now: bankNow },
} satisfies Meta<typeof BankCard>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Private: Story = { args: { bank: sampleBank({ private: true }) } }
export const Full: Story = {
  args: {
    bank: sampleBank({
      selections: sampleBank().selections.map((selection) => ({ ...selection, capacity: '0.00' })),
    }),
  },
}
export const Paused: Story = { args: { bank: sampleBank({ status: 'paused' }) } }
export const Closed: Story = { args: { bank: sampleBank({ status: 'closed' }) } }
export const Settled: Story = { args: { bank: sampleBank({ status: 'settled' }) } }
