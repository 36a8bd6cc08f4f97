import type { Decorator, StoryContext } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { press } from './actions'
import { submitButton } from './queries'

// The states that many components show alike (a money form refused or busy, a list loading or failed), as
// stories: a component's own file names them (`export const Refused: Story = refusedStory('…')`) and adds only
// what is its own.

type Play = Pick<StoryContext, 'canvas' | 'canvasElement'>

/** The server refused the last try: its message shows as an alert (FormError). `args` sets the rest of the state. */
export function refusedStory<A extends object>(error: string, args?: A) {
  return {
    args: { ...args, error },
    play: async ({ canvas }: Play) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(error)
    },
  }
}

/** While the movement is being sent: the form is busy, its amount and its button wait. */
export const busyFormStory = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }: Play) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox')).toBeDisabled()
    await expect(submitButton(canvasElement)).toBeDisabled()
  },
}

/** Before the first answer: the component's loading state, announced as a status. `args` empties it. */
export function loadingStory<A extends object>(args: A) {
  return {
    args: { ...args, loading: true },
    play: async ({ canvas, canvasElement }: Play) => {
      await expect(canvasElement.querySelector('[data-state="loading"]')).toBeInTheDocument()
      await expect(canvas.getByRole('status')).toBeInTheDocument()
    },
  }
}

/** A list that could not load: its alert says why, and the alert's button asks again (`onRetry`). */
export function failedLoadStory<A extends object>(args: A) {
  return {
    args: { ...args, status: 'error' as const, error: 'Network failure' },
    play: async ({ args, canvas }: Play & { args: { onRetry?: unknown } }) => {
      const alert = canvas.getByRole('alert')
      await expect(alert).toHaveTextContent('Network failure')
      await press(alert.querySelector('button') as HTMLElement)
      await expect(args.onRetry).toHaveBeenCalledOnce()
    },
  }
}

/** Renders the story in a column as wide as the site gives the component (`width`), or at most as wide. */
export function inColumn(style: { width: number } | { maxWidth: number }): Decorator {
  return (Story) => <div style={style}>{Story()}</div>
}

/** The column of the site's lists and cards: at most 640 pixels. */
export const listColumn = inColumn({ maxWidth: 640 })
