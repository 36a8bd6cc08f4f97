import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { EmptyState, ErrorState, LoadingState } from './DataStates'

const meta = {
  title: 'Betting/DataStates',
  component: EmptyState,
  args: { title: 'No live matches right now', description: 'Live matches show here once they kick off.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Loading: Story = { render: () => <LoadingState label="Loading matches" rows={4} /> }
export const Failed: Story = {
  render: () => <ErrorState message="Network failure: the server did not answer." onRetry={fn()} />,
}
export const Retrying: Story = {
  render: () => <ErrorState message="Network failure: the server did not answer." onRetry={fn()} retrying />,
}
