import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { sampleBank } from '../../stories/market'
import { digitsOf, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { BankBetForm } from './BankBetForm'

const meta = {
  title: 'Market/BankBetForm',
  component: BankBetForm,
  args: { bank: sampleBank(), scale: 2, onPlace: fn() },
} satisfies Meta<typeof BankBetForm>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** Nothing can be picked, typed or placed. */
async function isClosed({ canvas, canvasElement }: Context) {
  for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
  await expect(canvas.getByRole('textbox')).toBeDisabled()
  await expect(submitButton(canvasElement)).toBeDisabled()
}

export const Default: Story = {
  // The pick's odds and the stake, floored to the scale, are placed; the potential return shows as typed.
  play: async ({ args, canvas, canvasElement }) => {
    const radios = canvas.getAllByRole('radio')
    await expect(radios[0]).toBeChecked()
    await press(radios[2] as HTMLElement)
    await expect(radios[2]?.closest('label')).toHaveAttribute('data-state', 'on')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '2')
    await expect(digitsOf(canvasElement.querySelector('[data-field="potential-return"]'))).toBe('780')
    await press(submitButton(canvasElement))
    await expect(args.onPlace).toHaveBeenCalledWith({ selectionId: 112, odds: '3.90', stake: '2.00' })
  },
}
export const Placing: Story = { args: { busy: true }, play: isClosed }
export const Refused: Story = refusedStory('The bank cannot take that much: at most 13.16 USDT.')
export const Taken: Story = {
  args: { notice: 'Your bet is taken.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.notice as string)
  },
}
export const OwnBank: Story = {
  args: { blocked: 'You are in this bank: you cannot bet against it.' },
  play: async (context) => {
    await isClosed(context)
    await expect(context.canvasElement).toHaveTextContent(context.args.blocked as string)
  },
}
export const Paused: Story = { args: { bank: sampleBank({ status: 'paused' }) }, play: isClosed }
