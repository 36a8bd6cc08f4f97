import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, part, submitButton } from '../../stories/queries'
import { TwoStepSection } from './TwoStepSection'

const qrImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="#fff"/><rect x="20" y="20" width="40" height="40"/><rect x="120" y="20" width="40" height="40"/><rect x="20" y="120" width="40" height="40"/></svg>',
)}`

const meta = {
  title: 'Account/TwoStepSection',
  component: TwoStepSection,
  args: { enabled: false, onStart: fn(), onEnable: fn(), onDisable: fn() },
} satisfies Meta<typeof TwoStepSection>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(part(canvasElement, 'section')).toHaveAttribute('data-state', 'off')
    await press(part(canvasElement, 'button'))
    await expect(args.onStart).toHaveBeenCalled()
  },
}
export const SettingUp: Story = {
  args: { setup: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrImage } },
  play: async ({ canvasElement, args }) => {
    await expect(part(canvasElement, 'img')).toHaveAttribute('src', qrImage)
    await expect(part(canvasElement, '[data-part="secret"]')).toHaveTextContent('JBSWY3DPEHPK3PXP')
    const [code] = inputsFor(canvasElement, 'one-time-code')
    await fill(code as HTMLInputElement, '123456')
    await press(submitButton(canvasElement))
    await expect(args.onEnable).toHaveBeenCalledWith('123456')
  },
}
export const On: Story = {
  args: { enabled: true },
  play: async ({ canvasElement, args }) => {
    const [code] = inputsFor(canvasElement, 'one-time-code')
    await fill(code as HTMLInputElement, '123456')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    const [password] = inputsFor(canvasElement, 'current-password')
    await fill(password as HTMLInputElement, 'secret123')
    await press(submitButton(canvasElement))
    await expect(args.onDisable).toHaveBeenCalledWith({ code: '123456', password: 'secret123' })
  },
}
