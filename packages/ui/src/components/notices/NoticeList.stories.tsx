import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { notice } from '../../stories/games'
import { loadingStory } from '../../stories/states'
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

export const Default: Story = {
  // Notices after the last one read are new; a pinned one says so.
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('.sb-notice')]
    await expect(items.map((item) => item.getAttribute('data-notice'))).toEqual(['3', '2', '1'])
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['new', 'new', 'read'])
    await expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['notice', 'news', 'notice'])
    await expect(items.map((item) => item.querySelector('.sb-notice__pin') !== null)).toEqual([
      true,
      false,
      false,
    ])
  },
}
export const Loading: Story = loadingStory({ notices: [] })
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-notice')).toBeNull()
  },
}
