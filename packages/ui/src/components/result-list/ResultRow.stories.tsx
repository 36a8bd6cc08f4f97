import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { footballMatch } from '../../stories/betting'
import { part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { ResultRow } from './ResultRow'

const meta = {
  title: 'Betting/ResultRow',
  component: ResultRow,
  args: { match: footballMatch({ status: 'finished', score: { home: 3, away: 1 } }), href: '#/match/101' },
  decorators: [listColumn],
} satisfies Meta<typeof ResultRow>

export default meta
type Story = StoryObj<typeof meta>

export const Finished: Story = {
  // The day it was played and the final score, linking to the match.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-result-row')).toHaveAttribute('data-state', 'finished')
    await expect(part(canvasElement, 'time')).toHaveAttribute(
      'dateTime',
      new Date(args.match.startTime).toISOString(),
    )
    await expect(canvas.getByRole('link')).toHaveAttribute('href', args.href)
    const goals = [...canvasElement.querySelectorAll('.sb-score__goals')].map((goal) => goal.textContent)
    await expect(goals).toEqual(['3', '1'])
  },
}
export const Cancelled: Story = {
  args: { match: footballMatch({ status: 'cancelled' }) },
  // A cancelled match has no score to show.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-result-row')).toHaveAttribute('data-state', 'cancelled')
    await expect(part(canvasElement, '.sb-score')).toHaveAttribute('data-state', 'cancelled')
    const goals = [...canvasElement.querySelectorAll('.sb-score__goals')].map((goal) => goal.textContent)
    await expect(goals).toEqual(['', ''])
  },
}
