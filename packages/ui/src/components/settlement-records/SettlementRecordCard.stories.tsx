import type { Meta, StoryObj } from '@storybook/react-vite'
import { settlementRecord } from '../../stories/betting'
import { SettlementRecordCard } from './SettlementRecordCard'

const meta = {
  title: 'Betting/SettlementRecordCard',
  component: SettlementRecordCard,
  args: { record: settlementRecord('won') },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SettlementRecordCard>

export default meta
type Story = StoryObj<typeof meta>

export const Won: Story = {}
export const Lost: Story = { args: { record: settlementRecord('lost') } }
export const CashedOut: Story = { args: { record: settlementRecord('cashedOut') } }
