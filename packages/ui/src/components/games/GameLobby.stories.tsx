import type { Meta, StoryObj } from '@storybook/react-vite'
import { crashGame, diceGame } from '../../stories/games'
import { GameLobby } from './GameLobby'

const meta = {
  title: 'Games/GameLobby',
  component: GameLobby,
  args: { games: [diceGame, crashGame], players: { 1: 12, 2: 3 }, gameHref: (game) => `#/games/${game.id}` },
} satisfies Meta<typeof GameLobby>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = { args: { games: [], loading: true } }
export const Empty: Story = { args: { games: [] } }
