import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { fill } from '../../stories/actions'
import { digitsOf } from '../../stories/queries'
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
  // The field keeps what it is given back, as a form does.
  render: (args) => {
    const [value, setValue] = useState(args.value)
    return (
      <AmountField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          args.onValueChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

/** The hint or error the input is described by, as digits (a language changes the words and separators). */
const describedDigits = (input: HTMLElement, part: 'hint' | 'error') =>
  digitsOf(document.getElementById(`${input.id}-${part}`))

export const WithLimits: Story = {
  // Only what can start an amount is kept: no letters, no grouping, one point (the protocol's amount rule).
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(describedDigits(input, 'hint')).toBe('1000500000')
    await fill(input as HTMLInputElement, '1,2a5.5.0x')
    await expect(input).toHaveValue('125.50')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('125.50')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}
export const UpToOnly: Story = {
  args: { min: undefined, max: '1250.00', value: '300' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(input).toHaveValue('300')
    await expect(describedDigits(input, 'hint')).toBe('125000')
  },
}
export const BelowMinimum: Story = {
  args: { value: '5', issue: { code: 'belowMin', min: '10.00' } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(describedDigits(input, 'error')).toBe('1000')
  },
}
export const AboveMaximum: Story = {
  args: { value: '9000', issue: { code: 'aboveMax', max: '5000.00' } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(describedDigits(input, 'error')).toBe('500000')
  },
}
export const Disabled: Story = {
  args: { value: '100', disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(input).toBeDisabled()
    await expect(input).toHaveValue('100')
  },
}
