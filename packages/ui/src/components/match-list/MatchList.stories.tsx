import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { basketballMatch, footballMatch, liveFootballMatch } from '../../stories/betting'
import { part } from '../../stories/queries'
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

/** The list's root, its league headings and its rows' match states. */
function list(root: HTMLElement) {
  return {
    root: part(root, '.sb-match-list'),
    leagues: [...root.querySelectorAll('.sb-match-list__title')].map((title) => title.textContent),
    rows: [...root.querySelectorAll('.sb-match-row')],
  }
}

export const Ready: Story = {
  // Matches grouped by league under the list's own heading, each row with its match's state.
  play: async ({ args, canvas, canvasElement }) => {
    const { root, leagues, rows } = list(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.label as string)
    await expect(leagues).toEqual(['Albion Premier Division', 'Valdoria Liga Primera'])
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['live', 'upcoming', 'upcoming'])
  },
}
export const Basketball: Story = {
  args: { matches: [basketballMatch()] },
  play: async ({ canvasElement }) => {
    const { leagues, rows } = list(canvasElement)
    await expect(leagues).toEqual(['Coastal Basketball League'])
    const types = [...(rows[0]?.querySelectorAll('[data-type]') ?? [])].map((group) =>
      group.getAttribute('data-type'),
    )
    await expect(types).toEqual(['moneyline', 'spread', 'total'])
  },
}
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { root, rows } = list(canvasElement)
    await expect(root).toHaveClass('sb-match-list--compact')
    for (const row of rows) await expect(row.querySelectorAll('[data-type]')).toHaveLength(1)
  },
}
export const Loading: Story = {
  args: { status: 'loading', matches: undefined },
  play: async ({ canvas, canvasElement }) => {
    const { root, rows } = list(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'loading')
    await expect(root).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
    await expect(rows).toHaveLength(0)
  },
}
export const Failed: Story = {
  args: { status: 'error', matches: undefined, error: 'Network failure' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(list(canvasElement).root).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network failure')
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
export const Empty: Story = {
  args: {
    matches: [],
    emptyTitle: 'No live matches right now',
    emptyDescription: 'Look at today’s matches.',
  },
  play: async ({ args, canvasElement }) => {
    const { root } = list(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'empty')
    await expect(part(root, '[data-state="empty"]')).toHaveTextContent(args.emptyTitle as string)
  },
}
