import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { basketballMatch, footballMatch, liveFootballMatch } from '../../stories/betting'
import { MatchList } from './MatchList'

const meta = {
  title: 'Betting/MatchList',
  component: MatchList,
  args: {
    label: 'Today',
    status: 'ready',
    matches: [
      liveFootballMatch,
      footballMatch(),
      footballMatch({ id: 104, league: { id: 8, name: 'Valdoria Liga Primera' } }),
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof MatchList>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Basketball: Story = { args: { matches: [basketballMatch()] } }
export const Compact: Story = { args: { compact: true } }
export const Loading: Story = { args: { status: 'loading', matches: undefined } }
export const Failed: Story = { args: { status: 'error', matches: undefined, error: 'Network failure' } }
export const Empty: Story = {
  args: {
    matches: [],
    emptyTitle: 'No live matches right now',
    emptyDescription: 'Look at today’s matches.',
  },
}
