import type { Meta, StoryObj } from '@storybook/react-vite'
import { notice } from '../../stories/games'
import { NoticeMarquee } from './NoticeMarquee'

const meta = {
  title: 'Notices/NoticeMarquee',
  component: NoticeMarquee,
  args: {
    notices: [
      notice({ id: 1, kind: 'marquee', title: 'Welcome', content: 'Double odds on tonight’s derby.' }),
      notice({ id: 2, kind: 'marquee', title: 'News', content: '<b>Plain text</b> stays text.' }),
    ],
  },
} satisfies Meta<typeof NoticeMarquee>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NothingToScroll: Story = { args: { notices: [notice()] } }
