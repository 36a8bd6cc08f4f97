import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { keys } from '../../stories/actions'
import { SportsTabs } from './SportsTabs'

const meta = {
  title: 'Betting/SportsTabs',
  component: SportsTabs,
  args: { onValueChange: fn() },
} satisfies Meta<typeof SportsTabs>

export default meta
type Story = StoryObj<typeof meta>

/** Each sport tab's value, whether it is selected, and its count. */
const tabsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('[role="tab"]')].map((tab) => ({
    value: tab.getAttribute('data-value'),
    selected: tab.getAttribute('aria-selected'),
    count: tab.querySelector('.sb-tabs__count')?.textContent ?? null,
  }))

export const Football: Story = {
  args: { counts: { 1: 199, 2: 96 } },
  // Football first and selected, each sport with its match count; the arrow keys move to basketball.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(tabsOf(canvasElement)).toEqual([
      { value: '1', selected: 'true', count: '199' },
      { value: '2', selected: 'false', count: '96' },
    ])
    canvas.getAllByRole('tab')[0]?.focus()
    await keys('{ArrowRight}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true')
  },
}
export const Basketball: Story = {
  args: { counts: { 1: 199, 2: 96 }, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(tabsOf(canvasElement).map((tab) => tab.selected)).toEqual(['false', 'true'])
  },
}
export const WithoutCounts: Story = {
  play: async ({ canvasElement }) => {
    await expect(tabsOf(canvasElement).map((tab) => tab.count)).toEqual([null, null])
  },
}
