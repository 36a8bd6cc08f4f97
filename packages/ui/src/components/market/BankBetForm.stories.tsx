import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleBank } from '../../stories/market'
import { BankBetForm } from './BankBetForm'

const meta = {
  title: 'Market/BankBetForm',
  component: BankBetForm,
  args: { bank: sampleBank(), scale: 2, onPlace: fn() },
} satisfies Meta<typeof BankBetForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Placing: Story = { args: { busy: true } }
export const Refused: Story = { args: { error: 'The bank cannot take that much: at most 13.16 USDT.' } }
export const Taken: Story = { args: { notice: 'Your bet is taken.' } }
export const OwnBank: Story = { args: { blocked: 'You are in this bank: you cannot bet against it.' } }
export const Paused: Story = { args: { bank: sampleBank({ status: 'paused' }) } }
