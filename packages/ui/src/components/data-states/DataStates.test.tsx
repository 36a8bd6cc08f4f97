import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { EmptyState, ErrorState, LoadingState } from './DataStates'

describe('EmptyState, LoadingState, ErrorState', () => {
  it('says what is missing and offers the action', () => {
    renderWithI18n(
      <EmptyState title="No live matches" description="Try today" action={<a href="#/x">Today</a>} />,
    )
    expect(screen.getByText('No live matches')).toBeVisible()
    expect(screen.getByText('Try today')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Today' })).toBeVisible()
  })

  it('tells screen readers once that something loads', () => {
    const { container } = renderWithI18n(<LoadingState label="Loading matches" rows={2} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading matches')
    expect(container.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('.sb-state__skeleton')).toHaveLength(2)
  })

  it('shows the error with a Retry button that calls back', async () => {
    const onRetry = vi.fn()
    const { user, rerender } = renderWithI18n(<ErrorState message="Network failure" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('alert')).toHaveTextContent('Network failure')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<ErrorState message="Network failure" onRetry={onRetry} retrying />)
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled()
  })
})
