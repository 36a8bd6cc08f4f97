import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'player01' }))
  },
}
export const Demo: Story = { args: { account: 'demo123', demo: true } }
export const MemberWithSwitchAccount: Story = {
  args: { account: 'player01', onSwitchAccountClick: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'player01' }))
  },
}
