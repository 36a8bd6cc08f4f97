import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleLog } from '../../stories/betting'
import { AmountLog } from './AmountLog'

const meta = {
  title: 'Betting/AmountLog',
  component: AmountLog,
  args: { entries: sampleLog, status: 'ready', onRetry: fn(), onLoadMore: fn() },
} satisfies Meta<typeof AmountLog>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const WithMore: Story = { args: { hasMore: true } }
export const Empty: Story = { args: { entries: [] } }
export const Loading: Story = { args: { entries: undefined, status: 'loading' } }
export const Failed: Story = { args: { entries: undefined, status: 'error', error: 'Network failure' } }
