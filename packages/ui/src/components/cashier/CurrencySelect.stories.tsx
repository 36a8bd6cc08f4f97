import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { CurrencySelect, type CurrencySelectProps } from './CurrencySelect'

function Controlled(props: CurrencySelectProps) {
  const [value, setValue] = useState(props.value)
  return (
    <CurrencySelect
      {...props}
      value={value}
      onValueChange={(code) => {
        setValue(code)
        props.onValueChange(code)
      }}
    />
  )
}

const meta = {
  title: 'Cashier/CurrencySelect',
  component: CurrencySelect,
  render: (args) => <Controlled {...args} />,
  args: {
    entries: [
      balanceEntry({ currencyCode: 'USD', amount: '120.5' }),
      balanceEntry({ currencyId: 2, currencyCode: 'USDT', scale: 4, amount: '35.1234' }),
      balanceEntry({ currencyId: 3, currencyCode: 'ETH', amount: '1', status: 0 }),
    ],
    value: 'USD',
    onValueChange: fn(),
  },
} satisfies Meta<typeof CurrencySelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // Every active currency is offered (the inactive ETH is not); choosing one tells the page.
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox')
    await expect(select).toHaveValue('USD')
    const options = [...(select as HTMLSelectElement).options].map((option) => option.value)
    await expect(options).toEqual(['USD', 'USDT'])
    await userEvent.selectOptions(select, 'USDT')
    await expect(args.onValueChange).toHaveBeenCalledWith('USDT')
    await expect(select).toHaveValue('USDT')
  },
}
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled()
  },
}
