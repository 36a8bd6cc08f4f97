import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { SportsTabs } from '../sports-tabs/SportsTabs'
import { Tabs } from './Tabs'

const items = [
  { value: 'live', label: 'Live', count: 7 },
  { value: 'today', label: 'Today', count: 27 },
  { value: 'early', label: 'Early' },
]

describe('Tabs', () => {
  it('selects a tab on click and keeps one tab in the Tab order', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(<Tabs label="Matches" items={items} onValueChange={onValueChange} />)
    expect(screen.getByRole('tablist', { name: 'Matches' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Live 7' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Today 27' })).toHaveAttribute('tabindex', '-1')
    await user.click(screen.getByRole('tab', { name: 'Today 27' }))
    expect(onValueChange).toHaveBeenCalledWith('today')
    expect(screen.getByRole('tab', { name: 'Today 27' })).toHaveAttribute('aria-selected', 'true')
  })

  it('moves with the arrow keys, Home and End', async () => {
    const { user } = renderWithI18n(<Tabs label="Matches" items={items} defaultValue="live" />)
    screen.getByRole('tab', { name: 'Live 7' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Today 27' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Today 27' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Early' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Live 7' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{Home}')
    expect(screen.getByRole('tab', { name: 'Live 7' })).toHaveAttribute('aria-selected', 'true')
  })

  it('names the sports with their counts', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(<SportsTabs counts={{ 1: 199, 2: 96 }} onValueChange={onValueChange} />)
    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Basketball 96' }))
    expect(onValueChange).toHaveBeenCalledWith(2)
  })
})
