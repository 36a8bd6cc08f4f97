import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { MatchCentre, type MatchCentreData } from './MatchCentre'

const centre: MatchCentreData = {
  incidents: [
    { seq: 1, minute: 0, type: 'period', side: null, detail: '1H start', score: { home: 0, away: 0 } },
    { seq: 2, minute: 12, type: 'corner', side: 'home', score: { home: 0, away: 0 } },
    { seq: 3, minute: 23, type: 'goal', side: 'home', player: 'A. Marsh', score: { home: 1, away: 0 } },
    {
      seq: 4,
      minute: 31,
      type: 'card',
      side: 'away',
      player: 'T. Obi',
      detail: 'yellow',
      score: { home: 1, away: 0 },
    },
    { seq: 5, minute: 44, type: 'penalty', side: 'away', score: { home: 1, away: 1 } },
  ],
  stats: {
    possession: { home: 56, away: 44 },
    shots: { home: 9, away: 5 },
    shotsOnTarget: { home: 4, away: 2 },
    corners: { home: 5, away: 1 },
    cards: { home: 0, away: 1 },
    fouls: { home: 6, away: 8 },
  },
  momentum: [
    { minute: 5, value: 20 },
    { minute: 10, value: 45 },
    { minute: 15, value: 30 },
    { minute: 20, value: 60 },
    { minute: 25, value: 10 },
    { minute: 30, value: -20 },
    { minute: 35, value: -50 },
    { minute: 40, value: -40 },
    { minute: 44, value: -70 },
  ],
}

const meta = {
  title: 'Betting/MatchCentre',
  component: MatchCentre,
  args: { centre, homeName: 'Kingsmere United', awayName: 'Northwick Rovers' },
} satisfies Meta<typeof MatchCentre>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

async function showsCentre({ canvas, canvasElement }: Context) {
  await expect(part(canvasElement, '.sb-centre')).toHaveAttribute('data-state', 'ready')
  // Newest first: the penalty of the 44th minute heads the timeline.
  const items = canvas.getAllByRole('listitem')
  await expect(items).toHaveLength(5)
  await expect(items[0]).toHaveAttribute('data-type', 'penalty')
  await expect(items[0]).toHaveAttribute('data-side', 'away')
  await expect(canvas.getByRole('table')).toBeInTheDocument()
  await expect(canvas.getAllByRole('rowheader')).toHaveLength(6)
  const graph = canvas.getByRole('img')
  await expect(graph).toHaveAccessibleName()
  await expect(graph).toHaveAttribute('data-points', '9')
  await expect(part(canvasElement, '[data-stat="possession"] .sb-centre__bar > span').style.inlineSize).toBe(
    '56%',
  )
}

export const Phone: Story = {
  decorators: [inColumn({ width: 358 })],
  play: showsCentre,
}
export const Desktop: Story = {
  decorators: [inColumn({ width: 900 })],
  play: showsCentre,
}
export const Loading: Story = {
  args: { centre: null },
  decorators: [inColumn({ width: 358 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-centre')).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}
export const NothingYet: Story = {
  args: { centre: { ...centre, incidents: [], momentum: [] } },
  decorators: [inColumn({ width: 358 })],
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0)
    await expect(canvas.getByRole('img')).toHaveAccessibleName()
  },
}
