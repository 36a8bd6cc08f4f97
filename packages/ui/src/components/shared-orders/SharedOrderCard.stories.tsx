import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sharedOrder } from '../../stories/betting'
import { SharedOrderCard } from './SharedOrderCard'

const meta = {
  title: 'Betting/SharedOrderCard',
  component: SharedOrderCard,
  args: { share: sharedOrder(false), onCopy: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SharedOrderCard>

export default meta
type Story = StoryObj<typeof meta>

export const OthersOpenOrder: Story = {}
export const Mine: Story = { args: { share: sharedOrder(true) } }
