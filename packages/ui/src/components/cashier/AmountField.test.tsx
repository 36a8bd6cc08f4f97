import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { AmountField } from './AmountField'

function Typed({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <AmountField
      label="Amount"
      currencyCode="USDT"
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValueChange(next)
      }}
    />
  )
}

describe('AmountField', () => {
  it('takes only what starts an amount the protocol carries: digits, one point, 8 decimals', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(<Typed onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '-1a2.5.0123456789')
    expect(input).toHaveValue('12.50123456')
    expect(onValueChange).toHaveBeenLastCalledWith('12.50123456')
  })

  it('cleans a pasted amount with its grouping and currency', () => {
    const onValueChange = vi.fn()
    renderWithI18n(<Typed onValueChange={onValueChange} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1,250.75 USDT' } })
    expect(onValueChange).toHaveBeenCalledWith('1250.75')
  })
})
