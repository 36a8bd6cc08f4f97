import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { AccountMenu } from './AccountMenu'

const meta = {
  title: 'Header/AccountMenu',
  component: AccountMenu,
  args: { onLoginClick: fn(), onRegisterClick: fn(), onLogout: fn(), onChangePasswordClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {}
export const Member: Story = { args: { account: 'player01' } }
export const MemberMenuOpen: Story = {
  args: { account: 'player01' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'player01' }))
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{End}{Enter}')
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument()
  },
}
export const Demo: Story = { args: { account: 'demo123', demo: true } }
export const MemberWithSwitchAccount: Story = {
  args: { account: 'player01', onSwitchAccountClick: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'player01' }))
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(3)
  },
}
