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
  // Games alone in their category share one list with no heading (a heading "dice" over "Dice" only repeats it);
  // each game shows its stake range, its players and a link to play it.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('region')).toEqual([])
    await expect(canvasElement.querySelectorAll('.sb-game-lobby__list')).toHaveLength(1)
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
export const Grouped: Story = {
  // A category of several games is a section under its heading; the game alone in its category goes in the list.
  args: { games: [diceGame, { ...diceGame, id: 3, code: 'hi-lo', name: 'Hi-Lo' }, crashGame] },
  play: async ({ canvas, canvasElement }) => {
    const sections = canvas.getAllByRole('region')
    await expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['dice'])
    await expect(
      [...(sections[0]?.querySelectorAll('.sb-game-card') ?? [])].map((card) =>
        card.getAttribute('data-game'),
      ),
    ).toEqual(['dice', 'hi-lo'])
    await expect(canvasElement.querySelectorAll('.sb-game-lobby__list')).toHaveLength(2)
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
