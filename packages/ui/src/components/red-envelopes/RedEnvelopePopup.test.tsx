import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { envelope } from '../../stories/games'
import { renderWithI18n } from '../../test/render'
import { RedEnvelopePopup } from './RedEnvelopePopup'

describe('RedEnvelopePopup', () => {
  it('announces the opened activity with its claim, and closes on Escape', async () => {
    const onClaim = vi.fn()
    const onDismiss = vi.fn()
    const { user } = renderWithI18n(
      <RedEnvelopePopup activity={envelope()} onClaim={onClaim} onDismiss={onDismiss} data-x="1" />,
    )
    const dialog = screen.getByRole('dialog', { name: 'A red envelope activity has opened' })
    expect(dialog.closest('[data-x="1"]') ?? dialog.querySelector('[data-x="1"]')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Claim' }))
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    await user.keyboard('{Escape}')
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('shows the amount once claimed, and a refusal as an alert', () => {
    renderWithI18n(
      <RedEnvelopePopup
        activity={envelope({ claimed: '3.27' })}
        error="Every red envelope of this activity is taken"
        onClaim={vi.fn()}
        onDismiss={vi.fn()}
      />,
    )
    expect(screen.getByTestId('envelope-claimed').textContent).toContain('3.27')
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Every red envelope of this activity is taken')
  })
})
