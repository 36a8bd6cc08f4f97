import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { round, roundDetail } from '../../stories/games'
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

export const Default: Story = {}
export const Unrevealed: Story = {
  args: { details: { 11: { ...roundDetail, fairness: { ...roundDetail.fairness, serverSeed: null } } } },
}
export const Loading: Story = { args: { rounds: [], loading: true } }
export const Empty: Story = { args: { rounds: [] } }
/** More rounds than the first page: Show more reads the next one. */
export const MoreToShow: Story = { args: { hasMore: true, onLoadMore: fn() } }
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true, onLoadMore: fn() } }
