import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { TextField } from './TextField'

function Password() {
  const [value, setValue] = useState('')
  return <TextField label="Password" type="password" revealable value={value} onValueChange={setValue} />
}

describe('TextField', () => {
  it('is named by its label and described by its hint and error', () => {
    renderWithI18n(
      <TextField label="Username" hint="2 to 16" error="Too short" value="" onValueChange={() => {}} />,
    )
    const input = screen.getByRole('textbox', { name: 'Username' })
    expect(input).toHaveAccessibleDescription('2 to 16 Too short')
    expect(input).toBeInvalid()
  })

  it('shows and hides a password with its toggle', async () => {
    const { user, container } = renderWithI18n(<Password />)
    await user.type(screen.getByLabelText('Password'), 'secret')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(container.querySelector('input')).toHaveAttribute('type', 'password')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('secret')
  })
})
