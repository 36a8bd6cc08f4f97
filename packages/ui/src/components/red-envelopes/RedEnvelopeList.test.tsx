import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { envelope } from '../../stories/games'
import { renderWithI18n } from '../../test/render'
import { RedEnvelopeList } from './RedEnvelopeList'

describe('RedEnvelopeList', () => {
  it('offers a claim only on an open activity not yet claimed, and shows a claimed amount', () => {
    const onClaim = vi.fn()
    renderWithI18n(
      <RedEnvelopeList
        activities={[
          envelope({ id: 1 }),
          envelope({ id: 2, claimed: '3.27' }),
          envelope({ id: 3, status: 'upcoming' }),
          envelope({ id: 4, remaining: 0 }),
        ]}
        onClaim={onClaim}
      />,
    )
    const buttons = screen.getAllByRole('button', { name: 'Claim' })
    expect(buttons).toHaveLength(1)
    fireEvent.click(buttons[0] as HTMLElement)
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    expect(screen.getByTestId('envelope-claimed').textContent).toBe('You got 3.27 USDT')
  })
})
