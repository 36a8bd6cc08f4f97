import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Tabs } from './Tabs'

const meta = {
  title: 'Betting/Tabs',
  component: Tabs<string>,
  args: {
    label: 'Matches to show',
    items: [
      { value: 'live', label: 'Live', count: 7 },
      { value: 'today', label: 'Today', count: 27 },
      { value: 'early', label: 'Early', count: 164 },
      { value: 'favorite', label: 'Favourites', count: 0 },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Tabs<string>>

export default meta
type Story = StoryObj<typeof meta>

export const Pills: Story = {}
export const Line: Story = { args: { variant: 'line', defaultValue: 'today' } }
