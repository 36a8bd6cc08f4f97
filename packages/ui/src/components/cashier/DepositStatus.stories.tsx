import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { deposit } from '../../stories/cashier'
import { digitsOf } from '../../stories/queries'
import { DepositStatus } from './DepositStatus'

const meta = {
  title: 'Cashier/DepositStatus',
  component: DepositStatus,
  args: { deposit: deposit(), onPay: fn(), onDismiss: fn() },
} satisfies Meta<typeof DepositStatus>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** Every state: the card carries the deposit's status and its amount, and tells of changes politely. */
async function showsDeposit({ args, canvas, canvasElement }: Context) {
  const card = canvas.getByRole('region')
  await expect(card).toHaveAttribute('data-state', args.deposit.status)
  await expect(digitsOf(canvas.getByRole('heading'))).toBe('10000')
  await expect(canvas.getByRole('status')).toContainElement(canvasElement.querySelector('.sb-status'))
}

export const Pending: Story = {
  play: async (context) => {
    const { args, canvas } = context
    await showsDeposit(context)
    await press(canvas.getByRole('button'))
    await expect(args.onPay).toHaveBeenCalledWith(args.deposit)
    await expect(args.onDismiss).not.toHaveBeenCalled()
  },
}
export const Succeeded: Story = {
  args: { deposit: deposit({ status: 'succeeded', completedAt: Date.now() }) },
  play: async (context) => {
    const { args, canvas } = context
    await showsDeposit(context)
    await press(canvas.getByRole('button'))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}
export const Failed: Story = { args: { deposit: deposit({ status: 'failed' }) }, play: showsDeposit }
export const Expired: Story = { args: { deposit: deposit({ status: 'expired' }) }, play: showsDeposit }
