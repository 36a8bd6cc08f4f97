import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { sampleSimpleMatch } from '../../stories/market'
import { submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { OpenBankForm } from './OpenBankForm'

const meta = {
  title: 'Market/OpenBankForm',
  component: OpenBankForm,
  args: { match: sampleSimpleMatch(), currencyCode: 'USDT', scale: 2, available: '500.00', onOpen: fn() },
} satisfies Meta<typeof OpenBankForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The book's odds are offered by default; a selection left out is not sent; the worst case shows once a
  // capital is typed, and the amounts are sent at the currency's scale.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('3011')
    const selections = [...canvasElement.querySelectorAll('.sb-open-bank__selection')]
    await press(selections[1]?.querySelector('input[type="checkbox"]') as HTMLElement)
    await expect(selections.map((row) => row.getAttribute('data-state'))).toEqual(['on', 'off', 'on'])
    // The decimal inputs: the three odds, then the capital, the smallest and the largest bet.
    const [, , , capital, , largest] = canvasElement.querySelectorAll<HTMLInputElement>(
      'input[inputmode="decimal"]',
    )
    await fill(capital as HTMLInputElement, '100')
    await fill(largest as HTMLInputElement, '20')
    await expect(canvasElement.querySelector('[data-field="worst-case"]')).toBeInTheDocument()
    await press(submitButton(canvasElement))
    await expect(args.onOpen).toHaveBeenCalledWith({
      marketId: 3011,
      selections: [
        { selectionId: 30110, odds: '2.10' },
        { selectionId: 30112, odds: '3.25' },
      ],
      capital: '100.00',
      minStake: '1.00',
      maxStake: '20.00',
      password: '',
      description: '',
    })
  },
}
export const Opening: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled()
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled()
    await expect(submitButton(canvasElement)).toBeDisabled()
  },
}
export const Refused: Story = refusedStory('You already have a bank on this match.')
export const NoMarket: Story = {
  args: { match: { ...sampleSimpleMatch(), markets: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
