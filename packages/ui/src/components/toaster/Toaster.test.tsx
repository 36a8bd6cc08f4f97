import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { Toaster } from './Toaster'
import { ToastProvider, useToasts } from './ToastProvider'
import { createToastStore } from './toast-store'

function RaiseButton({ message }: { message: string }) {
  const toasts = useToasts()
  return (
    <button type="button" onClick={() => toasts.error(message)}>
      Raise
    </button>
  )
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows an error as an alert inside the notifications region', () => {
    const store = createToastStore()
    renderWithI18n(<Toaster store={store} />)
    act(() => {
      store.error('Username already taken')
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alert')).toHaveTextContent('Username already taken')
  })

  it('groups the same error into one toast with a count', () => {
    const store = createToastStore()
    renderWithI18n(<Toaster store={store} />)
    act(() => {
      store.error('Wrong account or password')
      store.error('Wrong account or password')
      store.error('Wrong account or password')
    })
    const alerts = screen.getAllByRole('alert')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent('Wrong account or password3 times')
  })

  it('shows a warning as a polite status', () => {
    const store = createToastStore()
    renderWithI18n(<Toaster store={store} />)
    act(() => {
      store.warning('Network error')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Network error')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a success as a polite status of its own kind, apart from a warning of the same text', () => {
    const store = createToastStore()
    renderWithI18n(<Toaster store={store} />)
    act(() => {
      store.success('Your bet is shared.')
      store.warning('Your bet is shared.')
    })
    const statuses = screen.getAllByRole('status')
    expect(statuses.map((toast) => toast.closest('li')?.dataset.kind)).toEqual(['success', 'warning'])
    expect(statuses[0]).toHaveTextContent('Your bet is shared.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('dismisses a toast by itself after its duration, and at once from its button', () => {
    const store = createToastStore({ duration: 3000 })
    renderWithI18n(<Toaster store={store} />)
    act(() => {
      store.error('first')
    })
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    act(() => {
      store.error('second')
    })
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).click()
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps a toast while it is paused', () => {
    const store = createToastStore({ duration: 1000 })
    const id = store.error('hold me')
    store.pause(id)
    vi.advanceTimersByTime(5000)
    expect(store.getState()).toHaveLength(1)
    store.resume(id)
    vi.advanceTimersByTime(1000)
    expect(store.getState()).toHaveLength(0)
  })

  it('keeps at most the newest toasts', () => {
    const store = createToastStore({ max: 2 })
    store.error('a')
    store.warning('b')
    store.error('c')
    expect(store.getState().map((toast) => toast.message)).toEqual(['b', 'c'])
  })

  it('raises toasts from components through useToasts', async () => {
    vi.useRealTimers()
    renderWithI18n(
      <ToastProvider>
        <RaiseButton message="Saved list full" />
        <Toaster />
      </ToastProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Saved list full')
  })

  it('passes its ref and extra props to its region', () => {
    const ref = createRef<HTMLElement>()
    renderWithI18n(<Toaster store={createToastStore()} ref={ref} id="toasts" data-testid="toaster" />)
    const region = screen.getByTestId('toaster')
    expect(ref.current).toBe(region)
    expect(region).toHaveAttribute('id', 'toasts')
  })
})
