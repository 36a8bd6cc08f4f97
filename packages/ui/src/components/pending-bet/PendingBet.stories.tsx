import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { digitsOf, part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { PendingBet } from './PendingBet'

const acceptAt = Date.UTC(2026, 10, 22, 20, 0)

const meta = {
  title: 'Betting/PendingBet',
  component: PendingBet,
  args: { status: 'pending', acceptAt, delayMs: 5000, now: acceptAt - 3200 },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof PendingBet>

export default meta
type Story = StoryObj<typeof meta>

export const Counting: Story = {
  // 3.2 s left show as 4 s; the rule names the sport's 5 s; the bar has run 1.8 s of 5.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'pending')
    await expect(digitsOf(canvas.getByRole('timer'))).toBe('4')
    await expect(digitsOf(part(canvasElement, '.sb-pending-bet__rule'))).toBe('5')
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '1800')
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}
export const Deciding: Story = {
  args: { now: acceptAt + 200 },
  // Past acceptAt the count says the server is deciding, never a negative number.
  play: async ({ canvas }) => {
    await expect(digitsOf(canvas.getByRole('timer'))).toBe('')
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '5000')
  },
}
export const Accepted: Story = {
  args: { status: 'open' },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'accepted')
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement()
  },
}
export const RejectedForAGoal: Story = {
  args: { status: 'rejected', rejectReason: 'matchEvent' },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'rejected')
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement()
  },
}
export const RejectedOddsMoved: Story = {
  args: { status: 'rejected', rejectReason: 'oddsChanged', delayMs: 3000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement()
  },
}
