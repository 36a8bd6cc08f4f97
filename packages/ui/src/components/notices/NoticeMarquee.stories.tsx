import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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

export const Default: Story = {
  // Marquee notices scroll in a named region; a notice's text is shown as text, never as markup.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region')).toBeInTheDocument()
    const items = [...canvasElement.querySelectorAll('.sb-marquee__item')]
    await expect(items.map((item) => item.getAttribute('data-notice'))).toEqual(['1', '2'])
    await expect(items[1]).toHaveTextContent('<b>Plain text</b> stays text.')
    await expect(items[1]?.querySelector('b')).toBeNull()
  },
}
export const NothingToScroll: Story = {
  args: { notices: [notice()] },
  // No marquee notice: nothing is drawn.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-marquee')).toBeNull()
  },
}
