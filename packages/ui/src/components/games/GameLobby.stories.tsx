import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { crashGame, diceGame } from '../../stories/games'
import { digitsOf } from '../../stories/queries'
import { loadingStory } from '../../stories/states'
import { GameLobby } from './GameLobby'

const meta = {
  title: 'Games/GameLobby',
  component: GameLobby,
  args: { games: [diceGame, crashGame], players: { 1: 12, 2: 3 }, gameHref: (game) => `#/games/${game.id}` },
} satisfies Meta<typeof GameLobby>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // One section per category; each game shows its stake range, its players and a link to play it.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual([
      'dice',
      'crash',
    ])
    const cards = [...canvasElement.querySelectorAll('.sb-game-card')]
    await expect(cards.map((card) => card.getAttribute('data-game'))).toEqual(['dice', 'crash'])
    await expect(canvas.getAllByTestId('game-players').map(digitsOf)).toEqual(['12', '3'])
    await expect(digitsOf(cards[0]?.querySelector('.sb-game-card__meta'))).toBe('010100000')
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#/games/1',
      '#/games/2',
    ])
  },
}
export const Loading: Story = loadingStory({ games: [] })
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).toBeInTheDocument()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
