import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { digitsOf, part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { ScoreBoard } from './ScoreBoard'

const at = Date.UTC(2026, 10, 22, 20, 0)

const meta = {
  title: 'Betting/ScoreBoard',
  component: ScoreBoard,
  args: {
    sportType: 1,
    homeName: 'Kingsmere United',
    awayName: 'Northwick Rovers',
    startTime: at,
    status: 'upcoming',
    leagueName: 'Albion Premier Division',
  },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof ScoreBoard>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The board carries the match status and shows the goals once it has started. */
async function showsBoard({ args, canvasElement }: Context, goals: string[]) {
  await expect(part(canvasElement, '.sb-score')).toHaveAttribute('data-state', args.status)
  const shown = [...canvasElement.querySelectorAll('.sb-score__goals')].map((goal) => goal.textContent)
  await expect(shown.filter(Boolean)).toEqual(goals)
  return { clock: canvasElement.querySelector('.sb-score__clock') }
}

export const Upcoming: Story = {
  // Before kick-off, the kick-off time (machine-readable) instead of a score.
  play: async (context) => {
    await showsBoard(context, [])
    const time = part(context.canvasElement, 'time')
    await expect(time).toHaveAttribute('dateTime', new Date(at).toISOString())
  },
}
export const Live: Story = {
  args: {
    status: 'live',
    score: { home: 2, away: 1 },
    clock: { period: '2H', seconds: 4032, running: true, at },
    now: at + 30_000,
  },
  // 4032 s plus the 30 s the clock has run since: the 68th minute.
  play: async (context) => {
    const { clock } = await showsBoard(context, ['2', '1'])
    await expect(clock).toHaveTextContent("68'")
  },
}
export const HalfTime: Story = {
  args: {
    status: 'live',
    score: { home: 1, away: 1 },
    clock: { period: 'HT', seconds: 2700, running: false, at },
  },
  play: async (context) => {
    const { clock } = await showsBoard(context, ['1', '1'])
    await expect(clock).toBeInTheDocument()
    await expect(digitsOf(clock)).toBe('')
  },
}
export const Basketball: Story = {
  args: {
    sportType: 2,
    homeName: 'Harbour Hawks',
    awayName: 'Summit Bears',
    status: 'live',
    score: { home: 78, away: 74 },
    clock: { period: 'Q4', seconds: 332, running: true, at },
    now: at,
  },
  // Basketball counts down: the fourth quarter with 5:32 left.
  play: async (context) => {
    const { clock } = await showsBoard(context, ['78', '74'])
    await expect(clock).toHaveTextContent('05:32')
    await expect(digitsOf(clock)).toBe('40532')
  },
}
export const Finished: Story = {
  args: { status: 'finished', score: { home: 3, away: 0 } },
  play: async (context) => {
    const { clock } = await showsBoard(context, ['3', '0'])
    await expect(clock).toBeNull()
    await expect(context.canvasElement.querySelector('time')).toBeNull()
  },
}
export const Header: Story = {
  args: {
    variant: 'header',
    status: 'live',
    score: { home: 2, away: 1 },
    clock: { period: '2H', seconds: 4032, running: false, at },
  },
  decorators: [inColumn({ width: 560 })],
  play: async (context) => {
    await showsBoard(context, ['2', '1'])
    const { args, canvasElement } = context
    await expect(part(canvasElement, '.sb-score--header .sb-score__league')).toHaveTextContent(
      args.leagueName as string,
    )
  },
}
