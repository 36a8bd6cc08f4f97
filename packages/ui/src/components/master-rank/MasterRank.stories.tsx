import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { sampleRank } from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { failedLoadStory } from '../../stories/states'
import { MasterRank } from './MasterRank'

const meta = {
  title: 'Betting/MasterRank',
  component: MasterRank,
  args: { entries: sampleRank, status: 'ready', onDaysChange: fn(), onRetry: fn() },
} satisfies Meta<typeof MasterRank>

export default meta
type Story = StoryObj<typeof meta>

export const Ranked: Story = {
  // 30 days by default; a row per player with rank, win rate and net win. Another period is asked for.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-rank')).toHaveAttribute('data-state', 'ready')
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    const rows = [...canvasElement.querySelectorAll('tbody tr')]
    const cells = (index: number) => rows.map((row) => row.querySelectorAll('td')[index])
    await expect(cells(0).map(digitsOf)).toEqual(['1', '2'])
    await expect(cells(1).map((cell) => cell?.textContent)).toEqual(['ace***99', 'tip***07'])
    await expect(cells(2).map(digitsOf)).toEqual(['75', '556'])
    await expect(cells(4).map(digitsOf)).toEqual(['27240', '9500'])
    await press(tabs[0] as HTMLElement)
    await expect(args.onDaysChange).toHaveBeenCalledWith(7)
  },
}
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-rank [data-state="empty"]')).toBeInTheDocument()
    await expect(canvasElement.querySelector('table')).toBeNull()
  },
}
export const Loading: Story = {
  args: { entries: undefined, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-rank')).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}
export const Failed: Story = failedLoadStory({ entries: undefined })
