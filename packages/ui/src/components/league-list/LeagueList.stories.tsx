import type { League } from '@sportsbook/sdk/protocol'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LeagueList } from './LeagueList'

const league = (id: number, name: string, country: string, hot: boolean, live: number): League => ({
  id,
  sportType: 1,
  name,
  country,
  hot,
  liveCount: live,
  upcomingCount: 30,
})

const meta = {
  title: 'Betting/LeagueList',
  component: LeagueList,
  args: {
    leagues: [
      league(105, 'Armorique Ligue Atlantique', 'Armorique', false, 1),
      league(101, 'Albion Premier Division', 'Albion', true, 2),
      league(102, 'Valdoria Liga Primera', 'Valdoria', true, 2),
      league(106, 'Kaimana Super League', 'Kaimana', false, 0),
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof LeagueList>

export default meta
type Story = StoryObj<typeof meta>

export const AllLeagues: Story = {}
export const OneLeague: Story = { args: { defaultValue: 102 } }
