import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { OddsButton, type OddsButtonProps } from './OddsButton'

const meta = {
  title: 'Betting/OddsButton',
  component: OddsButton,
  args: {
    label: '1',
    selectionName: 'Kingsmere United',
    marketName: 'Match result',
    odds: '2.10',
    onPressedChange: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof OddsButton>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Moves the price once, right after mounting, as a socket push would: the flash and its arrow show for 1.2 s (the
 * play checks them at once, without waiting for a timer).
 */
function Moving({ to, ...props }: OddsButtonProps & { to: string }) {
  const [odds, setOdds] = useState(props.odds)
  useEffect(() => setOdds(to), [to])
  return <OddsButton {...props} odds={odds} previousOdds={odds === to ? props.odds : null} />
}

export const Open: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await press(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onPressedChange).toHaveBeenCalledWith(true)
  },
}
export const Selected: Story = {
  args: { defaultPressed: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button).toHaveAttribute('data-state', 'selected')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await press(button)
    await expect(args.onPressedChange).toHaveBeenCalledWith(false)
  },
}
/** The new price flashes with its direction, and the name says the price it moved from. */
const movedTo = (price: string, from: string, direction: 'up' | 'down') =>
  (async ({ canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button.querySelector('.sb-odds-button__odds')).toHaveTextContent(price)
    await expect(button).toHaveAttribute('data-flash', direction)
    await expect(button).toHaveAccessibleName(expect.stringContaining(from))
  }) satisfies Story['play']
export const Up: Story = {
  render: (args) => <Moving {...args} to="2.25" />,
  play: movedTo('2.25', '2.10', 'up'),
}
export const Down: Story = {
  render: (args) => <Moving {...args} to="1.95" />,
  play: movedTo('1.95', '2.10', 'down'),
}
export const Suspended: Story = {
  args: { status: 'suspended' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button).toHaveAttribute('data-state', 'suspended')
    await expect(button).toBeDisabled()
    await press(button)
    await expect(args.onPressedChange).not.toHaveBeenCalled()
  },
}
export const Locked: Story = {
  args: { locked: true },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'locked')
    await expect(args.onPressedChange).not.toHaveBeenCalled()
  },
}
export const AmericanFormat: Story = {
  args: { format: 'american' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button').querySelector('.sb-odds-button__odds')).toHaveTextContent('+110')
  },
}
