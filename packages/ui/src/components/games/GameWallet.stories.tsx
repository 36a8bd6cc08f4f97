import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { digitsOf, part } from '../../stories/queries'
import { loadingStory, refusedStory } from '../../stories/states'
import { GameWallet } from './GameWallet'

const meta = {
  title: 'Games/GameWallet',
  component: GameWallet,
  args: {
    entries: [{ provider: 'house', currencyCode: 'USDT', amount: '120.50', frozen: '5.00' }],
    onWithdrawAll: fn(),
  },
} satisfies Meta<typeof GameWallet>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // What is free (the amount less the stake in play) shows, and can be brought back at once.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-game-wallet')).toHaveAttribute('data-state', 'idle')
    await expect(digitsOf(canvas.getByTestId('game-wallet-amount'))).toBe('11550')
    await expect(digitsOf(canvasElement.querySelector('.sb-game-wallet__held'))).toBe('500')
    await press(canvas.getByRole('button'))
    await expect(args.onWithdrawAll).toHaveBeenCalledOnce()
  },
}
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-game-wallet__empty')).toBeInTheDocument()
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-game-wallet')).toHaveAttribute('data-state', 'busy')
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
export const Failed: Story = refusedStory('Insufficient balance')
export const Loading: Story = loadingStory({ entries: [] })
