import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { ConfigurationError } from './ConfigurationError'

describe('ConfigurationError', () => {
  it('names both product numbers in an alert with a heading', () => {
    renderWithI18n(<ConfigurationError expectedProductNo={800001} actualProductNo={800002} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'This site is not set up correctly' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server belongs to product 800002, but this site was built for product 800001',
    )
  })

  it('offers to try again when the site can', async () => {
    const onRetry = vi.fn()
    const { user } = renderWithI18n(
      <ConfigurationError expectedProductNo={800000} actualProductNo={800001} onRetry={onRetry} />,
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
