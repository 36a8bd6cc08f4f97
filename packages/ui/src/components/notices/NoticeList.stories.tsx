import type { Meta, StoryObj } from '@storybook/react-vite'
import { notice } from '../../stories/games'
import { NoticeList } from './NoticeList'

const meta = {
  title: 'Notices/NoticeList',
  component: NoticeList,
  args: {
    notices: [
      notice({ id: 3, pinned: true, title: 'Pinned rules' }),
      notice({ id: 2, kind: 'news' }),
      notice(),
    ],
    readId: 1,
  },
} satisfies Meta<typeof NoticeList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = { args: { notices: [], loading: true } }
export const Empty: Story = { args: { notices: [] } }
