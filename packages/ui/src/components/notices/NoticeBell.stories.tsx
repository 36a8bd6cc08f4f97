import type { Meta, StoryObj } from '@storybook/react-vite'
import { NoticeBell } from './NoticeBell'

const meta = { title: 'Notices/NoticeBell', component: NoticeBell, args: { unread: 3 } } satisfies Meta<
  typeof NoticeBell
>

export default meta
type Story = StoryObj<typeof meta>

export const Unread: Story = {}
export const AllRead: Story = { args: { unread: 0 } }
export const Many: Story = { args: { unread: 250 } }
