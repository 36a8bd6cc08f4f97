import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import {
  blocked,
  failedResult,
  oneSingle,
  parlay,
  placedResult,
  severalSingles,
  slipState,
  visitorSlip,
} from '../../stories/betting'
import { BetSlip } from './BetSlip'

const meta = {
  title: 'Betting/BetSlip',
  component: BetSlip,
  args: {
    state: slipState(),
    onRemove: fn(),
    onClear: fn(),
    onModeChange: fn(),
    onStakeChange: fn(),
    onQuickStake: fn(),
    onMaxStake: fn(),
    onPolicyChange: fn(),
    onAcceptOdds: fn(),
    onPlace: fn(),
    onDismiss: fn(),
    onLoginClick: fn(),
  },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
} satisfies Meta<typeof BetSlip>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const OneSingle: Story = { args: { state: oneSingle } }
export const SeveralSingles: Story = { args: { state: severalSingles } }
export const Parlay: Story = { args: { state: parlay } }
export const BlockedReasons: Story = { args: { state: blocked } }
export const BalanceShort: Story = { args: { state: blocked, depositHref: '#/wallet' } }
export const Visitor: Story = { args: { state: visitorSlip } }
export const Placing: Story = { args: { state: { ...severalSingles, phase: 'placing', canPlace: false } } }
export const Placed: Story = { args: { state: placedResult } }
export const Failed: Story = { args: { state: failedResult } }
export const HongKongOdds: Story = { args: { state: severalSingles, format: 'hongKong' } }
