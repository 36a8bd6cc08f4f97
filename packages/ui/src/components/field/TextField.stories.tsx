import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
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

export const Default: Story = {}
export const WithHint: Story = { args: { hint: '2 to 16 letters or digits' } }
export const WithError: Story = {
  args: { value: 'a', error: 'Enter a username of 2 to 16 letters or digits.' },
}
export const Password: Story = {
  args: { label: 'Password', type: 'password', revealable: true, value: 'secret1' },
}
export const ReadOnly: Story = { args: { label: 'Invitation code', value: 'AGENT42', readOnly: true } }
