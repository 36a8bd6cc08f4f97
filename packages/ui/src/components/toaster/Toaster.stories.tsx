import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
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

export const ErrorToast: Story = {
  args: {
    setup: (store) => {
      store.error('Username already taken')
    },
  },
}

export const GroupedErrors: Story = {
  args: {
    setup: (store) => {
      for (let shown = 0; shown < 3; shown += 1) store.error('Wrong account or password')
    },
  },
}

export const Warning: Story = {
  args: { setup: (store) => store.warning('Network error: please try again.') },
}

export const Success: Story = {
  args: { setup: (store) => store.success('Your bet is shared.') },
}

export const Mixed: Story = {
  args: {
    setup: (store) => {
      store.error('Invitation code unknown')
      store.warning('Connection error or timeout')
      store.success('Cashed out for 12.50 USDT.')
    },
  },
}
