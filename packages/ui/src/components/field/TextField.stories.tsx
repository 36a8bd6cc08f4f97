import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { press, typeInto } from '../../stories/actions'
import { part } from '../../stories/queries'
import { TextField } from './TextField'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', value: '', onValueChange: () => {} },
  render: (args) => {
    const [value, setValue] = useState(args.value)
    return <TextField {...args} value={value} onValueChange={setValue} />
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The label names the input; what is typed is kept.
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await typeInto(input, 'ab')
    await expect(input).toHaveValue('ab')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}
export const WithHint: Story = {
  args: { hint: '2 to 16 letters or digits' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(args.hint as string)
  },
}
export const WithError: Story = {
  args: { value: 'a', error: 'Enter a username of 2 to 16 letters or digits.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(args.error as string)
  },
}
export const Password: Story = {
  args: { label: 'Password', type: 'password', revealable: true, value: 'secret1' },
  // The eye button shows and hides the password.
  play: async ({ canvas, canvasElement }) => {
    const input = part<HTMLInputElement>(canvasElement, 'input')
    await expect(input).toHaveAttribute('type', 'password')
    const reveal = canvas.getByRole('button')
    await press(reveal)
    await expect(reveal).toHaveAttribute('aria-pressed', 'true')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveValue('secret1')
  },
}
export const ReadOnly: Story = {
  args: { label: 'Invitation code', value: 'AGENT42', readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args.label as string })
    await expect(input).toHaveValue('AGENT42')
    await expect(input).toHaveAttribute('readonly')
  },
}
