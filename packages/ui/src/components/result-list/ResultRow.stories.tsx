import type { Meta, StoryObj } from '@storybook/react-vite'
import { footballMatch } from '../../stories/betting'
import { ResultRow } from './ResultRow'

const meta = {
  title: 'Betting/ResultRow',
  component: ResultRow,
  args: { match: footballMatch({ status: 'finished', score: { home: 3, away: 1 } }), href: '#/match/101' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ResultRow>

export default meta
type Story = StoryObj<typeof meta>

export const Finished: Story = {}
export const Cancelled: Story = { args: { match: footballMatch({ status: 'cancelled' }) } }
