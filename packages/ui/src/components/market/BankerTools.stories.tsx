import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { sampleBank } from '../../stories/market'
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

export const OpenNoOrders: Story = {
  // Sales pause, the bank cancels, and odds outside 1.01 to 100 cannot be saved.
  play: async ({ args, canvasElement, userEvent }) => {
    const [pause, cancel] = actionButtons(canvasElement)
    await userEvent.click(pause as HTMLElement)
    await expect(args.onSaleStatus).toHaveBeenCalledWith(false)
    await userEvent.click(cancel as HTMLElement)
    await expect(args.onCancel).toHaveBeenCalledOnce()
    const [oddsForm] = forms(canvasElement)
    const inputs = [...(oddsForm?.querySelectorAll('input') ?? [])]
    const save = oddsForm?.querySelector('button[type="submit"]')
    const away = inputs[2] as HTMLInputElement
    await userEvent.clear(away)
    await expect(away).toHaveAttribute('aria-invalid', 'true')
    await expect(save).toBeDisabled()
    await userEvent.type(away, '4')
    await userEvent.click(save as HTMLElement)
    await expect(args.onOdds).toHaveBeenCalledWith([
      { selectionId: 110, odds: '2.10' },
      { selectionId: 111, odds: '3.40' },
      { selectionId: 112, odds: '4' },
    ])
  },
}
export const OpenWithOrders: Story = {
  args: { bank: sampleBank({ orders: 2 }) },
  // Once a bet is taken the bank cannot be cancelled; its description can still change.
  play: async ({ args, canvasElement, userEvent }) => {
    await expect(actionButtons(canvasElement)).toHaveLength(1)
    await userEvent.click(forms(canvasElement)[1]?.querySelector('button[type="submit"]') as HTMLElement)
    await expect(args.onDescription).toHaveBeenCalledWith(args.bank.description)
  },
}
export const Paused: Story = {
  args: { bank: sampleBank({ status: 'paused', orders: 1 }) },
  play: async ({ args, canvasElement, userEvent }) => {
    const buttons = actionButtons(canvasElement)
    await expect(buttons).toHaveLength(1)
    await userEvent.click(buttons[0] as HTMLElement)
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
export const Refused: Story = {
  args: { error: 'Only the banker can do this.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
