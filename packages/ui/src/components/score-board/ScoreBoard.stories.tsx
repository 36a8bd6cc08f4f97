import type { Meta, StoryObj } from '@storybook/react-vite'
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
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ScoreBoard>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {}
export const Live: Story = {
  args: {
    status: 'live',
    score: { home: 2, away: 1 },
    clock: { period: '2H', seconds: 4032, running: true, at },
    now: at + 30_000,
  },
}
export const HalfTime: Story = {
  args: {
    status: 'live',
    score: { home: 1, away: 1 },
    clock: { period: 'HT', seconds: 2700, running: false, at },
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
}
export const Finished: Story = { args: { status: 'finished', score: { home: 3, away: 0 } } }
export const Header: Story = {
  args: {
    variant: 'header',
    status: 'live',
    score: { home: 2, away: 1 },
    clock: { period: '2H', seconds: 4032, running: false, at },
  },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
}
