import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, part, submitButton } from '../../stories/queries'
import { ContactSection } from './ContactSection'

const meta = {
  title: 'Account/ContactSection',
  component: ContactSection,
  args: { emailMasked: '', emailVerified: false, onSendCode: fn(), onVerify: fn() },
} satisfies Meta<typeof ContactSection>

export default meta
type Story = StoryObj<typeof meta>

export const NoAddress: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(part(canvasElement, 'section')).toHaveAttribute('data-state', 'none')
    const [email] = inputsFor(canvasElement, 'email')
    await fill(email as HTMLInputElement, 'not-an-address')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    await fill(email as HTMLInputElement, 'ann@example.com')
    await press(submitButton(canvasElement))
    await expect(args.onSendCode).toHaveBeenCalledWith('ann@example.com')
  },
}
export const CodeSent: Story = {
  args: { emailMasked: 'a•••@example.com', codeSent: true },
  play: async ({ canvasElement, args }) => {
    const [code] = inputsFor(canvasElement, 'one-time-code')
    await fill(code as HTMLInputElement, '042917')
    await press(submitButton(canvasElement))
    await expect(args.onVerify).toHaveBeenCalledWith('042917')
  },
}
export const Verified: Story = {
  args: { emailMasked: 'a•••@example.com', emailVerified: true },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'section')).toHaveAttribute('data-state', 'verified')
    await expect(part(canvasElement, '[data-part="status"]')).toHaveTextContent('a•••@example.com')
  },
}
