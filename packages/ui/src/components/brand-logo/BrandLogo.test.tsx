import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { BrandLogo } from './BrandLogo'

const logos = { default: '/logo.svg', type1: '/logo-special.svg' }

describe('BrandLogo', () => {
  it('shows the default logo named after the brand', () => {
    renderWithI18n(<BrandLogo logos={logos} name="Lucky Sports" />)
    expect(screen.getByRole('img', { name: 'Lucky Sports' })).toHaveAttribute('src', '/logo.svg')
  })

  it('shows the type-1 variant to a special user', () => {
    renderWithI18n(<BrandLogo logos={logos} name="Lucky Sports" userType={1} />)
    expect(screen.getByRole('img', { name: 'Lucky Sports' })).toHaveAttribute('src', '/logo-special.svg')
  })

  it('keeps the default logo for a special user when the brand has no variant', () => {
    renderWithI18n(<BrandLogo logos={{ default: '/logo.svg' }} name="Lucky Sports" userType={1} />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/logo.svg')
  })

  it('links home when given an address', () => {
    renderWithI18n(<BrandLogo logos={logos} name="Lucky Sports" href="#/index" />)
    expect(screen.getByRole('link', { name: 'Lucky Sports' })).toHaveAttribute('href', '#/index')
  })
})
