import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { SportsTabs } from './SportsTabs'

describe('SportsTabs', () => {
  it('offers football and basketball, football first', () => {
    renderWithI18n(<SportsTabs />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Football', 'Basketball'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('follows a controlled sport', () => {
    renderWithI18n(<SportsTabs value={2} />)
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute('aria-selected', 'true')
  })
})
