import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { keys, press } from '../../stories/actions'
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

export const Pills: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole('tab')
    await press(tabs[0] as HTMLElement)
    await keys('{ArrowRight}')
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    await expect(tabs[1]).toHaveFocus()
    await keys('{End}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('favorite')
  },
}
export const Line: Story = {
  args: { variant: 'line', defaultValue: 'today' },
  // The default tab is selected and the only one in the Tab order; counts show as given.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-tabs')).toHaveClass('sb-tabs--line')
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ])
    await expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1', '-1'])
    await expect(tabs.map((tab) => tab.querySelector('.sb-tabs__count')?.textContent)).toEqual([
      '7',
      '27',
      '164',
      '0',
    ])
  },
}
