import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { sampleToday, sampleWin } from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { BetStats } from './BetStats'

const meta = {
  title: 'Betting/BetStats',
  component: BetStats,
  args: { today: sampleToday, win: sampleWin, status: 'ready', onRetry: fn() },
} satisfies Meta<typeof BetStats>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  // Today's figures and the 30 days' figures, in the order of the design; the net results carry their tone.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-stats')).toHaveAttribute('data-state', 'ready')
    const [today, win] = canvasElement.querySelectorAll('.sb-stats__figures')
    const values = (list: Element | undefined) => [...(list?.querySelectorAll('dd') ?? [])].map(digitsOf)
    await expect(values(today)).toEqual(['4', '6000', '2', '1250'])
    await expect(values(win)).toEqual(['667', '812', '18420', '9600', '480', '3'])
  },
}
export const Loading: Story = {
  args: { today: undefined, win: undefined, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-stats')).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-stats__figures')).toBeNull()
  },
}
export const Failed: Story = {
  args: { today: undefined, win: undefined, status: 'error', error: 'Network failure' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network failure')
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
