import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleToday, sampleWin } from '../../stories/betting'
import { BetStats } from './BetStats'

const meta = {
  title: 'Betting/BetStats',
  component: BetStats,
  args: { today: sampleToday, win: sampleWin, status: 'ready', onRetry: fn() },
} satisfies Meta<typeof BetStats>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Loading: Story = { args: { today: undefined, win: undefined, status: 'loading' } }
export const Failed: Story = {
  args: { today: undefined, win: undefined, status: 'error', error: 'Network failure' },
}
