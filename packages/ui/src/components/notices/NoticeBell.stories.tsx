import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { NoticeBell } from './NoticeBell'

const meta = {
  title: 'Notices/NoticeBell',
  component: NoticeBell,
  args: { unread: 3, onClick: fn() },
} satisfies Meta<typeof NoticeBell>

export default meta
type Story = StoryObj<typeof meta>

export const Unread: Story = {
  // The count is in the badge and in the button's name; the bell is a button that opens the notices.
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button')
    await expect(bell).toHaveAttribute('data-state', 'unread')
    await expect(canvas.getByTestId('notice-unread')).toHaveTextContent('3')
    await expect(bell).toHaveAccessibleName(expect.stringContaining('3'))
    await press(bell)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const AllRead: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'read')
    await expect(canvas.queryByTestId('notice-unread')).not.toBeInTheDocument()
  },
}
export const Many: Story = {
  args: { unread: 250 },
  // The badge stops at 99+; the name still says how many.
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('notice-unread')).toHaveTextContent('99+')
    await expect(canvas.getByRole('button')).toHaveAccessibleName(expect.stringContaining('250'))
  },
}
