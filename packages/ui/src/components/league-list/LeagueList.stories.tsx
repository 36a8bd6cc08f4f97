import type { League } from '@sportsbook/sdk/protocol'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { inColumn } from '../../stories/states'
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
  decorators: [inColumn({ width: 260 })],
} satisfies Meta<typeof LeagueList>

export default meta
type Story = StoryObj<typeof meta>

/** The toggle buttons: "All leagues" first, then the leagues. */
const toggles = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('.sb-leagues__item')]
const pressed = (root: HTMLElement) => toggles(root).map((button) => button.getAttribute('aria-pressed'))

export const AllLeagues: Story = {
  // Hot leagues first (marked), then by country; each shows its match count. A league is picked with a press.
  play: async ({ args, canvasElement }) => {
    const [all, ...leagues] = toggles(canvasElement)
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    await expect(leagues.map((button) => button.querySelector('.sb-leagues__country')?.textContent)).toEqual([
      'Albion',
      'Valdoria',
      'Armorique',
      'Kaimana',
    ])
    await expect(leagues.map((button) => button.hasAttribute('data-hot'))).toEqual([true, true, false, false])
    await expect(leagues.map((button) => button.querySelector('.sb-leagues__count')?.textContent)).toEqual([
      '32',
      '32',
      '31',
      '30',
    ])
    await press(leagues[1] as HTMLButtonElement)
    await expect(args.onValueChange).toHaveBeenLastCalledWith(102)
    await expect(pressed(canvasElement)).toEqual(['false', 'false', 'true', 'false', 'false'])
    await expect(all).toHaveAttribute('data-state', 'inactive')
  },
}
export const OneLeague: Story = {
  args: { defaultValue: 102 },
  play: async ({ args, canvasElement }) => {
    await expect(pressed(canvasElement)).toEqual(['false', 'false', 'true', 'false', 'false'])
    await press(toggles(canvasElement)[0] as HTMLButtonElement)
    await expect(args.onValueChange).toHaveBeenCalledWith(null)
  },
}
