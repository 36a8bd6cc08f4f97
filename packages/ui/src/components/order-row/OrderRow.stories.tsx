import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { order } from '../../stories/betting'
import { CashOut } from '../cash-out/CashOut'
import { OrderRow } from './OrderRow'

const meta = {
  title: 'Betting/OrderRow',
  component: OrderRow,
  args: { order: order('open'), onShare: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderRow>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const OpenWithCashOutOffer: Story = {
  args: { cashOut: <CashOut offer="9.45" currencyCode="USD" onCashOut={fn()} /> },
}
export const Won: Story = { args: { order: order('won') } }
export const Lost: Story = { args: { order: order('lost') } }
export const Void: Story = { args: { order: order('void') } }
export const Pushed: Story = { args: { order: order('pushed') } }
export const CashedOut: Story = { args: { order: order('cashedOut') } }
export const Shared: Story = { args: { order: order('open', { shared: true }) } }
