import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { SelectField } from './SelectField'

function Minutes({ onValueChange }: { onValueChange: (value: number) => void }) {
  const [value, setValue] = useState(30)
  return (
    <SelectField
      label="Remind me every"
      value={value}
      options={[0, 30, 60]}
      optionLabel={(option) => (option === 0 ? 'Never' : `${option} minutes`)}
      onValueChange={(next) => {
        setValue(next)
        onValueChange(next)
      }}
    />
  )
}

describe('SelectField', () => {
  it('is named by its label and lists its options in order with their texts', () => {
    renderWithI18n(<Minutes onValueChange={() => {}} />)
    const select = screen.getByRole('combobox', { name: 'Remind me every' })
    expect(select).toHaveValue('30')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Never',
      '30 minutes',
      '60 minutes',
    ])
  })

  it('hands back the chosen option as it is in the list (a number stays a number)', async () => {
    const chosen = vi.fn()
    const { user } = renderWithI18n(<Minutes onValueChange={chosen} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Remind me every' }), '60 minutes')
    expect(chosen).toHaveBeenCalledWith(60)
    expect(screen.getByRole('combobox')).toHaveValue('60')
  })
})
