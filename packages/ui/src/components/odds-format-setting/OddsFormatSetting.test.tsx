import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { OddsFormatSetting } from './OddsFormatSetting'

describe('OddsFormatSetting', () => {
  it('offers the six formats, each with a sample price', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(<OddsFormatSetting onValueChange={onValueChange} />)
    expect(screen.getByRole('group', { name: 'Odds format' })).toBeVisible()
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Decimal (2.50)',
      'Hong Kong (1.50)',
      'Malay (-0.67)',
      'Indonesian (1.50)',
      'American (+150)',
      'Fractional (6/4)',
    ])
    expect(screen.getByRole('radio', { name: 'Decimal (2.50)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'American (+150)' }))
    expect(onValueChange).toHaveBeenCalledWith('american')
    expect(screen.getByRole('radio', { name: 'American (+150)' })).toBeChecked()
  })

  it('is a select in a toolbar', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(
      <OddsFormatSetting variant="select" value="malay" onValueChange={onValueChange} />,
    )
    const select = screen.getByRole('combobox', { name: 'Odds format' })
    expect(select).toHaveValue('malay')
    await user.selectOptions(select, 'fractional')
    expect(onValueChange).toHaveBeenCalledWith('fractional')
  })
})
