import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { footballMatch } from '../../stories/matches'
import { part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { BetBuilder, type BuilderLeg } from './BetBuilder'

const match = footballMatch()
const [result, handicap, total] = match.markets as [
  (typeof match.markets)[number],
  (typeof match.markets)[number],
  (typeof match.markets)[number],
]
const homeWin = { marketId: result.id, selectionId: result.selections[0]!.id }
const over = { marketId: total.id, selectionId: total.selections[0]!.id }

const meta = {
  title: 'Betting/BetBuilder',
  component: BetBuilder,
  args: {
    markets: match.markets,
    homeName: match.home.name,
    awayName: match.away.name,
    legs: [homeWin, over],
    onLegsChange: fn(),
    price: { odds: '3.60', naiveOdds: '4.09' },
    stake: '5',
    onStakeChange: fn(),
    currencyCode: 'USD',
    onPlace: fn(),
  },
  decorators: [inColumn({ width: 358 })],
} satisfies Meta<typeof BetBuilder>

export default meta
type Story = StoryObj<typeof meta>

const pressed = (root: HTMLElement) => [...root.querySelectorAll('button[aria-pressed="true"]')]

export const Priced: Story = {
  // A home win and over 2.5 go together: the price is below the product, with the reason beside it.
  play: async ({ args, canvasElement }) => {
    await expect(part(canvasElement, '.sb-builder')).toHaveAttribute('data-state', 'priced')
    await expect(pressed(canvasElement)).toHaveLength(2)
    await expect(part(canvasElement, '[data-field="odds"]')).toHaveTextContent('3.60')
    await expect(part(canvasElement, '[data-field="naiveOdds"]')).toHaveTextContent('4.09')
    await expect(part(canvasElement, '.sb-builder__why')).not.toBeEmptyDOMElement()
    await press(part(canvasElement, 'button[type="submit"]'))
    await expect(args.onPlace).toHaveBeenCalled()
  },
}
export const PickingLegs: Story = {
  args: { legs: [], price: null },
  // Three presses pick a leg from three markets; another selection of a market replaces that market's leg.
  render: function Render(args) {
    const [legs, setLegs] = useState<BuilderLeg[]>([])
    return <BetBuilder {...args} legs={legs} onLegsChange={setLegs} />
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-builder')).toHaveAttribute('data-state', 'picking')
    const groups = canvas.getAllByRole('group')
    await expect(groups).toHaveLength(3)
    for (const group of groups) await press(group.querySelector('button') as HTMLElement)
    await expect(pressed(canvasElement)).toHaveLength(3)
    await press(groups[0]!.querySelectorAll('button')[1] as HTMLElement)
    await expect(pressed(canvasElement)).toHaveLength(3)
    await expect(groups[0]!.querySelectorAll('button')[1]).toHaveAttribute('aria-pressed', 'true')
    await expect(part(canvasElement, 'button[type="submit"]')).toBeDisabled()
  },
}
export const Refused: Story = {
  args: { price: null, problem: 'Leg 2 cannot win together with leg 1.' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-builder')).toHaveAttribute('data-state', 'refused')
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.problem as string)
    await expect(part(canvasElement, 'button[type="submit"]')).toBeDisabled()
  },
}
export const SeldomTogether: Story = {
  args: {
    legs: [homeWin, { marketId: total.id, selectionId: total.selections[1]!.id }],
    price: { odds: '4.40', naiveOdds: '3.88' },
  },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '[data-field="odds"]')).toHaveTextContent('4.40')
    await expect(part(canvasElement, '.sb-builder__why')).not.toBeEmptyDOMElement()
  },
}
export const StakeTyped: Story = {
  args: { stake: '' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, 'button[type="submit"]')).toBeDisabled()
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '12')
    await expect(args.onStakeChange).toHaveBeenCalledWith('12')
  },
}
export const Placing: Story = {
  args: {
    placing: true,
    legs: [homeWin, over, { marketId: handicap.id, selectionId: handicap.selections[0]!.id }],
  },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-builder')).toHaveAttribute('data-state', 'placing')
    await expect(part(canvasElement, 'form')).toHaveAttribute('aria-busy', 'true')
    await expect(part(canvasElement, 'button[type="submit"]')).toBeDisabled()
  },
}
