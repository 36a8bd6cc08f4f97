import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { sampleBank } from '../../stories/market'
import { refusedStory } from '../../stories/states'
import { BankerTools } from './BankerTools'

const meta = {
  title: 'Market/BankerTools',
  component: BankerTools,
  args: {
    bank: sampleBank(),
    onSaleStatus: fn(),
    onOdds: fn(),
    onDescription: fn(),
    onPassword: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BankerTools>

export default meta
type Story = StoryObj<typeof meta>

/** The buttons above the forms: pause or resume sales, and cancel while no bet was taken. */
const actionButtons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>('.sb-cashier-card__actions button'),
]
/** The odds, description and password forms, in that order. */
const forms = (root: HTMLElement) => [...root.querySelectorAll('form')]

/** The odds form's inputs, one per selection, and its Save button. */
const oddsForm = (root: HTMLElement) => {
  const [form] = forms(root)
  return {
    inputs: [...(form?.querySelectorAll('input') ?? [])],
    save: form?.querySelector('button[type="submit"]') as HTMLButtonElement,
  }
}

export const OpenNoOrders: Story = {
  // Sales pause, and new odds are saved with every selection's.
  play: async ({ args, canvasElement }) => {
    const [pause, cancel] = actionButtons(canvasElement)
    await expect(cancel).toBeEnabled()
    await press(pause as HTMLElement)
    await expect(args.onSaleStatus).toHaveBeenCalledWith(false)
    const { inputs, save } = oddsForm(canvasElement)
    await fill(inputs[2] as HTMLInputElement, '4')
    await press(save)
    await expect(args.onOdds).toHaveBeenCalledWith([
      { selectionId: 110, odds: '2.10' },
      { selectionId: 111, odds: '3.40' },
      { selectionId: 112, odds: '4' },
    ])
  },
}
export const OpenWithOrders: Story = {
  args: { bank: sampleBank({ orders: 2 }) },
  // Once a bet is taken the bank cannot be cancelled. Odds outside 1.01 to 100 cannot be saved.
  play: async ({ canvasElement }) => {
    await expect(actionButtons(canvasElement)).toHaveLength(1)
    const { inputs, save } = oddsForm(canvasElement)
    await fill(inputs[0] as HTMLInputElement, '0.5')
    await expect(inputs[0]).toHaveAttribute('aria-invalid', 'true')
    await expect(save).toBeDisabled()
  },
}
export const Paused: Story = {
  args: { bank: sampleBank({ status: 'paused', orders: 1 }) },
  play: async ({ args, canvasElement }) => {
    const buttons = actionButtons(canvasElement)
    await expect(buttons).toHaveLength(1)
    await press(buttons[0] as HTMLElement)
    await expect(args.onSaleStatus).toHaveBeenCalledWith(true)
  },
}
export const Closed: Story = {
  args: { bank: sampleBank({ status: 'closed', orders: 1 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(forms(canvasElement)).toHaveLength(0)
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
export const Refused: Story = refusedStory('Only the banker can do this.')
