import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { basketballMatch, footballMatch, liveFootballMatch } from '../../stories/betting'
import { part } from '../../stories/queries'
import { MatchRow } from './MatchRow'

const meta = {
  title: 'Betting/MatchRow',
  component: MatchRow,
  args: { match: footballMatch(), href: '#/match/101', favorite: false, onFavoriteChange: fn() },
} satisfies Meta<typeof MatchRow>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The row carries its match's status and a named group of prices per main market, linking to the match page. */
async function showsRow({ args, canvasElement }: Context, types: string[]) {
  const row = part(canvasElement, '.sb-match-row')
  await expect(row).toHaveAttribute('data-state', args.match.status)
  await expect(part(row, '.sb-match-row__link')).toHaveAttribute('href', args.href)
  const groups = [...row.querySelectorAll('[role="group"]')]
  await expect(groups.map((group) => group.getAttribute('data-type'))).toEqual(types)
  return row
}
const football = ['1x2', 'handicap', 'total']

export const Upcoming: Story = {
  // The star adds the match to the favourites; the other markets are counted on a link.
  play: async (context) => {
    const row = await showsRow(context, football)
    const { args } = context
    await expect(part(row, '.sb-match-row__more')).toHaveTextContent('+6')
    const star = part(row, '.sb-match-row__star')
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await press(star)
    await expect(args.onFavoriteChange).toHaveBeenCalledWith(true)
  },
}
export const Live: Story = {
  args: { match: liveFootballMatch },
  play: async (context) => {
    const row = await showsRow(context, football)
    const goals = [...row.querySelectorAll('.sb-score__goals')].map((goal) => goal.textContent)
    await expect(goals).toEqual(['2', '1'])
  },
}
export const Favourite: Story = {
  args: { favorite: true },
  play: async (context) => {
    const row = await showsRow(context, football)
    const star = part(row, '.sb-match-row__star')
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await expect(star).toHaveAttribute('data-state', 'on')
    await press(star)
    await expect(context.args.onFavoriteChange).toHaveBeenCalledWith(false)
  },
}
export const Basketball: Story = {
  args: { match: basketballMatch() },
  play: async (context) => {
    await showsRow(context, ['moneyline', 'spread', 'total'])
  },
}
export const Suspended: Story = {
  args: {
    match: {
      ...liveFootballMatch,
      markets: liveFootballMatch.markets.map((market) => ({ ...market, status: 'suspended' as const })),
    },
  },
  play: async (context) => {
    const row = await showsRow(context, football)
    for (const button of row.querySelectorAll('.sb-odds-button')) {
      await expect(button).toHaveAttribute('data-state', 'suspended')
      await expect(button).toBeDisabled()
    }
  },
}
export const Compact: Story = {
  args: { match: liveFootballMatch, compact: true },
  // The mini mode's row: the result market only, no star and no count of other markets.
  play: async (context) => {
    const row = await showsRow(context, ['1x2'])
    await expect(row.querySelector('.sb-match-row__star')).toBeNull()
    await expect(row.querySelector('.sb-match-row__more')).toBeNull()
  },
}
