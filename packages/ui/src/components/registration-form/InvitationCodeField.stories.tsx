import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { keys, press } from '../../stories/actions'
import { part } from '../../stories/queries'
import { InvitationCodeField } from './InvitationCodeField'

const meta = {
  title: 'Screens/InvitationCodeField',
  component: InvitationCodeField,
  args: { value: 'AGENT42', onValueChange: fn(), readOnly: true, refused: false },
} satisfies Meta<typeof InvitationCodeField>

export default meta
type Story = StoryObj<typeof meta>

const fieldOf = (root: HTMLElement) => part(root, '.sb-register__code')

export const Prefilled: Story = {
  // A code found in the address is shown and cannot be edited.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'prefilled')
    const input = canvas.getByRole('textbox')
    await expect(input).toHaveValue(args.value)
    await expect(input).toHaveAttribute('readonly')
  },
}

export const Open: Story = {
  args: { value: '', readOnly: false },
  // A code to fill in, required; what is typed is passed on trimmed.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'open')
    const input = canvas.getByRole('textbox')
    await expect(input).toBeRequired()
    input.focus()
    await keys(' A')
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, '')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A')
  },
}

export const Refused: Story = {
  args: { value: 'EXPIRED9', readOnly: false, refused: true, onClear: fn() },
  // The server refused the code: the field is marked and a button removes the code.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'refused')
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await press(canvas.getByRole('button'))
    await expect(args.onClear).toHaveBeenCalledOnce()
  },
}
