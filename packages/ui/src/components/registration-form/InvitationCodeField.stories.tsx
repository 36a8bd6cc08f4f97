import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InvitationCodeField } from './InvitationCodeField'

const meta = {
  title: 'Screens/InvitationCodeField',
  component: InvitationCodeField,
  args: { value: 'AGENT42', onValueChange: fn(), readOnly: true, refused: false },
} satisfies Meta<typeof InvitationCodeField>

export default meta
type Story = StoryObj<typeof meta>

export const Prefilled: Story = {}

export const Open: Story = { args: { value: '', readOnly: false } }

export const Refused: Story = { args: { value: 'EXPIRED9', readOnly: false, refused: true, onClear: fn() } }
