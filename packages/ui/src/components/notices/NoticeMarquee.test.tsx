import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notice } from '../../stories/games'
import { renderWithI18n } from '../../test/render'
import { NoticeBell } from './NoticeBell'
import { NoticeMarquee } from './NoticeMarquee'

describe('NoticeMarquee', () => {
  it('scrolls only marquee notices, their content as text and never as markup', () => {
    const { container } = renderWithI18n(
      <NoticeMarquee
        notices={[
          notice({ id: 1, kind: 'marquee', title: 'Hi', content: '<img src=x onerror=alert(1)><b>bold</b>' }),
          notice({ id: 2, kind: 'news', title: 'Not here' }),
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Announcements' })
    expect(region.textContent).toContain('<img src=x onerror=alert(1)><b>bold</b>')
    expect(container.querySelector('img, b')).toBeNull()
    expect(region.textContent).not.toContain('Not here')
  })

  it('shows nothing without a marquee notice', () => {
    const { container } = renderWithI18n(<NoticeMarquee notices={[notice()]} />)
    expect(container.textContent).toBe('')
  })
})

describe('NoticeBell', () => {
  it('names the unread count and caps the badge at 99+', () => {
    renderWithI18n(<NoticeBell unread={120} />)
    expect(screen.getByRole('button', { name: 'Notices, 120 unread' })).toBeTruthy()
    expect(screen.getByTestId('notice-unread').textContent).toBe('99+')
  })
})
