import { ApiError, ProtectionError } from '@sportsbook/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { protectionAt } from '../../stories/protection'
import { digitsOf, part } from '../../stories/queries'
import { ProtectionMessage } from './ProtectionMessage'

const meta = {
  title: 'Protection/ProtectionMessage',
  component: ProtectionMessage,
} satisfies Meta<typeof ProtectionMessage>

export default meta
type Story = StoryObj<typeof meta>

const refused = (refusal: ConstructorParameters<typeof ProtectionError>[1]) =>
  new ProtectionError({ code: 1007, msg: 'Blocked by player protection (1007)' }, refusal)

export const LossLimit: Story = {
  args: {
    error: refused({
      reason: 'lossLimit',
      until: protectionAt + 3_600_000,
      remaining: '12.50',
      period: 'day',
      currencyCode: 'USDT',
    }),
  },
  // The reason, what remains and when it lifts, as an alert; never the code.
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveAttribute('data-reason', 'lossLimit')
    await expect(alert).not.toHaveTextContent('1007')
    await expect(digitsOf(part(canvasElement, '[data-field="remaining"]'))).toBe('1250')
    await expect(part(canvasElement, '[data-field="until"]')).toHaveTextContent(/\d/)
  },
}
export const SelfExcluded: Story = {
  args: { error: refused({ reason: 'selfExcluded', until: null, remaining: null }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-reason', 'selfExcluded')
    await expect(canvasElement.querySelector('[data-field="remaining"]')).toBeNull()
  },
}
export const OtherRefusal: Story = {
  args: { error: new ApiError({ code: 2001, msg: 'Insufficient balance' }) },
  // Any other refusal shows the server's message.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance')
  },
}
export const Nothing: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull()
  },
}
