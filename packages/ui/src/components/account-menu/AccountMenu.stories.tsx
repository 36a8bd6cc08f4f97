import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { keys, press } from '../../stories/actions'
import { AccountMenu } from './AccountMenu'

const meta = {
  title: 'Header/AccountMenu',
  component: AccountMenu,
  args: { onLoginClick: fn(), onRegisterClick: fn(), onLogout: fn(), onChangePasswordClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  // A visitor gets Log in and Register, in that order.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-account')).toHaveAttribute('data-state', 'visitor')
    const [login, register] = canvas.getAllByRole('button')
    await press(login as HTMLElement)
    await expect(args.onLoginClick).toHaveBeenCalledOnce()
    await press(register as HTMLElement)
    await expect(args.onRegisterClick).toHaveBeenCalledOnce()
  },
}
export const Member: Story = {
  args: { account: 'player01' },
  // The arrow keys open the menu from its button: change password, then log out.
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'player01' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    trigger.focus()
    await keys('{ArrowDown}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveFocus()
    await keys('{Enter}')
    await expect(args.onChangePasswordClick).toHaveBeenCalledOnce()
    await expect(trigger).toHaveFocus()
  },
}
export const MemberMenuOpen: Story = {
  args: { account: 'player01' },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button', { name: 'player01' }))
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveFocus()
    await keys('{End}{Enter}')
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument()
  },
}
export const Demo: Story = {
  args: { account: 'demo123', demo: true },
  // A demo account has no password to change: its menu registers (the way out of the demo), logs into an account
  // the player has, and logs out.
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('.sb-account__badge')).toBeVisible()
    await press(canvas.getByRole('button'))
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(3)
    await press(items[0]!)
    await expect(args.onRegisterClick).toHaveBeenCalledOnce()
    await press(canvas.getByRole('button'))
    await press(canvas.getAllByRole('menuitem')[1]!)
    await expect(args.onLoginClick).toHaveBeenCalledOnce()
  },
}
export const Operator: Story = {
  args: { account: 'ops1', onConsoleClick: fn() },
  // An operator's menu leads to the console first.
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button', { name: 'ops1' }))
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveFocus()
    await keys('{Enter}')
    await expect(args.onConsoleClick).toHaveBeenCalledOnce()
  },
}
export const MemberWithSwitchAccount: Story = {
  args: { account: 'player01', onSwitchAccountClick: fn() },
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'player01' }))
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(3)
  },
}
