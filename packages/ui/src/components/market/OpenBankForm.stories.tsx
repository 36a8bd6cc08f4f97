import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleSimpleMatch } from '../../stories/market'
import { OpenBankForm } from './OpenBankForm'

const meta = {
  title: 'Market/OpenBankForm',
  component: OpenBankForm,
  args: { match: sampleSimpleMatch(), currencyCode: 'USDT', scale: 2, available: '500.00', onOpen: fn() },
} satisfies Meta<typeof OpenBankForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Opening: Story = { args: { busy: true } }
export const Refused: Story = { args: { error: 'You already have a bank on this match.' } }
export const NoMarket: Story = { args: { match: { ...sampleSimpleMatch(), markets: [] } } }
