import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleRank } from '../../stories/betting'
import { MasterRank } from './MasterRank'

const meta = {
  title: 'Betting/MasterRank',
  component: MasterRank,
  args: { entries: sampleRank, status: 'ready', onDaysChange: fn(), onRetry: fn() },
} satisfies Meta<typeof MasterRank>

export default meta
type Story = StoryObj<typeof meta>

export const Ranked: Story = {}
export const Empty: Story = { args: { entries: [] } }
export const Loading: Story = { args: { entries: undefined, status: 'loading' } }
export const Failed: Story = { args: { entries: undefined, status: 'error', error: 'Network failure' } }
