import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBank } from '../../stories/market'
import { BankCard } from './BankCard'

const meta = {
  title: 'Market/BankCard',
  component: BankCard,
  args: { bank: sampleBank(), href: '#/market/12', closesInMs: (2 * 60 + 5) * 60_000 },
} satisfies Meta<typeof BankCard>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
/** The last minute counts in seconds (a demo feed's kick-off comes minutes after a bank opens). */
export const ClosingSoon: Story = { args: { closesInMs: 35_000 } }
/** Before the server's clock is known, no count. */
export const ClockUnknown: Story = { args: { closesInMs: null } }
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
