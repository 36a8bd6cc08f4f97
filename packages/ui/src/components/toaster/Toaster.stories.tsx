import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { press } from '../../stories/actions'
import { digitsOf } from '../../stories/queries'
import { Toaster } from './Toaster'
import { createToastStore, type ToastStore } from './toast-store'

function Demo({ setup }: { setup: (store: ToastStore) => void }) {
  const [store] = useState(() => {
    const made = createToastStore({ duration: 600_000 })
    setup(made)
    return made
  })
  return (
    <div>
      <button type="button" className="sb-button" onClick={() => store.error('Wrong account or password')}>
        Raise an error
      </button>{' '}
      <button
        type="button"
        className="sb-button sb-button--secondary"
        onClick={() => store.warning('Network error')}
      >
        Raise a warning
      </button>
      <Toaster store={store} />
    </div>
  )
}

const meta = {
  title: 'Components/Toaster',
  component: Demo,
  args: { setup: (_store: ToastStore) => {} },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The toasts shown: each one's kind, message and count (as digits; the word for "times" is the language's). */
const toastsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.sb-toast')].map((toast) => ({
    kind: toast.getAttribute('data-kind'),
    role: toast.querySelector('.sb-toast__live')?.getAttribute('role'),
    message: toast.querySelector('.sb-toast__message')?.textContent,
    count: digitsOf(toast.querySelector('.sb-toast__count')),
  }))
/** The demo's two buttons: raise an error, raise a warning. */
const demoButtons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>(':scope button.sb-button'),
]

export const ErrorToast: Story = {
  args: {
    setup: (store) => {
      store.error('Username already taken')
    },
  },
  // An error is an alert; its close button dismisses it.
  play: async ({ canvasElement }) => {
    await expect(toastsOf(canvasElement)).toEqual([
      { kind: 'error', role: 'alert', message: 'Username already taken', count: '' },
    ])
    await press(canvasElement.querySelector('.sb-toast__close') as HTMLElement)
    await expect(toastsOf(canvasElement)).toEqual([])
  },
}

export const GroupedErrors: Story = {
  args: {
    setup: (store) => {
      for (let shown = 0; shown < 3; shown += 1) store.error('Wrong account or password')
    },
  },
  // The same error again is one toast with a count, not another toast.
  play: async ({ canvasElement }) => {
    await expect(toastsOf(canvasElement).map((toast) => toast.count)).toEqual(['3'])
    await press(demoButtons(canvasElement)[0] as HTMLButtonElement)
    await expect(toastsOf(canvasElement).map((toast) => toast.count)).toEqual(['4'])
  },
}

export const Warning: Story = {
  args: { setup: (store) => store.warning('Network error: please try again.') },
  play: async ({ canvasElement }) => {
    await expect(toastsOf(canvasElement)).toEqual([
      { kind: 'warning', role: 'status', message: 'Network error: please try again.', count: '' },
    ])
  },
}

export const Success: Story = {
  args: { setup: (store) => store.success('Your bet is shared.') },
  play: async ({ canvasElement }) => {
    await expect(toastsOf(canvasElement)).toEqual([
      { kind: 'success', role: 'status', message: 'Your bet is shared.', count: '' },
    ])
  },
}

export const Mixed: Story = {
  args: {
    setup: (store) => {
      store.error('Invitation code unknown')
      store.warning('Connection error or timeout')
      store.success('Cashed out for 12.50 USDT.')
    },
  },
  // Each kind keeps its own role: the error an alert, the others polite statuses.
  play: async ({ canvasElement }) => {
    const toasts = toastsOf(canvasElement)
    await expect(toasts.map((toast) => toast.kind)).toEqual(['error', 'warning', 'success'])
    await expect(toasts.map((toast) => toast.role)).toEqual(['alert', 'status', 'status'])
  },
}
