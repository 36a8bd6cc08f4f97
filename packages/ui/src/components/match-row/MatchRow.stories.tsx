import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { basketballMatch, footballMatch, liveFootballMatch } from '../../stories/betting'
import { MatchRow } from './MatchRow'

const meta = {
  title: 'Betting/MatchRow',
  component: MatchRow,
  args: { match: footballMatch(), href: '#/match/101', favorite: false, onFavoriteChange: fn() },
} satisfies Meta<typeof MatchRow>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {}
export const Live: Story = { args: { match: liveFootballMatch } }
export const Favourite: Story = { args: { favorite: true } }
export const Basketball: Story = { args: { match: basketballMatch() } }
export const Suspended: Story = {
  args: {
    match: {
      ...liveFootballMatch,
      markets: liveFootballMatch.markets.map((market) => ({ ...market, status: 'suspended' as const })),
    },
  },
}
export const Compact: Story = { args: { match: liveFootballMatch, compact: true } }
