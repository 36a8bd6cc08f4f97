import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { round, roundDetail } from '../../stories/games'
import { loadingStory } from '../../stories/states'
import { GameRounds } from './GameRounds'

const meta = {
  title: 'Games/GameRounds',
  component: GameRounds,
  args: {
    rounds: [
      round(),
      round({ id: 12, status: 'lost', payout: '0', multiplier: '0' }),
      round({ id: 13, status: 'open' }),
    ],
    details: { 11: roundDetail },
    onOpen: fn(),
    verifyHref: () => '#/games/fairness',
  },
} satisfies Meta<typeof GameRounds>

export default meta
type Story = StoryObj<typeof meta>

/** The summary of a round, which opens and closes its details. */
const summaryOf = (root: HTMLElement, id: number) =>
  root.querySelector(`[data-round="${id}"] summary`) as HTMLElement

export const Default: Story = {
  // A round whose details are known shows its seeds and a way to verify it; another asks for its details.
  play: async ({ args, canvas, canvasElement }) => {
    const rounds = [...canvasElement.querySelectorAll('details')]
    await expect(rounds.map((item) => item.getAttribute('data-state'))).toEqual(['won', 'lost', 'open'])
    await press(summaryOf(canvasElement, 11))
    await expect(canvasElement.querySelector('[data-round="11"]')).toHaveAttribute('open')
    await expect(canvas.getByTestId('round-result')).toHaveTextContent('29.24')
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/games/fairness')
    await expect(args.onOpen).not.toHaveBeenCalled()
    await press(summaryOf(canvasElement, 12))
    await expect(args.onOpen).toHaveBeenCalledWith(12)
  },
}
export const Unrevealed: Story = {
  args: { details: { 11: { ...roundDetail, fairness: { ...roundDetail.fairness, serverSeed: null } } } },
  // Until the server seed is revealed, there is nothing to verify.
  play: async ({ canvas, canvasElement }) => {
    await press(summaryOf(canvasElement, 11))
    await expect(canvas.getByTestId('round-result')).toHaveTextContent('29.24')
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
export const Loading: Story = loadingStory({ rounds: [] })
export const Empty: Story = {
  args: { rounds: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).toBeInTheDocument()
    await expect(canvasElement.querySelector('details')).toBeNull()
  },
}
/** More rounds than the first page: Show more reads the next one. */
export const MoreToShow: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    await press(canvasElement.querySelector('.sb-game-rounds__more') as HTMLElement)
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-game-rounds__more')).toBeDisabled()
  },
}
