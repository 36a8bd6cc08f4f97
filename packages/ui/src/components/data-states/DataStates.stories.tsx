import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { EmptyState, ErrorState, LoadingState } from './DataStates'

const meta = {
  title: 'Betting/DataStates',
  component: EmptyState,
  args: { title: 'No live matches right now', description: 'Live matches show here once they kick off.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-state')).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByText(args.title as string)).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}
export const Loading: Story = {
  render: () => <LoadingState label="Loading matches" rows={4} />,
  // One polite status for screen readers and four placeholder lines hidden from them.
  play: async ({ canvas, canvasElement }) => {
    const state = canvasElement.querySelector('.sb-state')
    await expect(state).toHaveAttribute('data-state', 'loading')
    await expect(state).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading matches')
    await expect(canvasElement.querySelectorAll('.sb-state__skeleton[aria-hidden="true"]')).toHaveLength(4)
  },
}
const onRetry = fn()
export const Failed: Story = {
  render: () => <ErrorState message="Network failure: the server did not answer." onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-state', 'error')
    const retry = canvas.getByRole('button')
    await press(retry)
    await expect(onRetry).toHaveBeenCalled()
  },
}
export const Retrying: Story = {
  render: () => <ErrorState message="Network failure: the server did not answer." onRetry={fn()} retrying />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
