import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AmountField } from './AmountField'

const meta = {
  title: 'Cashier/AmountField',
  component: AmountField,
  args: {
    label: 'Amount',
    value: '',
    onValueChange: fn(),
    currencyCode: 'USDT',
    min: '10.00',
    max: '5000.00',
  },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

export const WithLimits: Story = {}
export const UpToOnly: Story = { args: { min: undefined, max: '1250.00', value: '300' } }
export const BelowMinimum: Story = { args: { value: '5', issue: { code: 'belowMin', min: '10.00' } } }
export const AboveMaximum: Story = { args: { value: '9000', issue: { code: 'aboveMax', max: '5000.00' } } }
export const Disabled: Story = { args: { value: '100', disabled: true } }
