import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn } from 'storybook/test'
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

/** Moves the price once after mounting, as a socket push would: the flash and its arrow show. */
function Moving({ to, ...props }: OddsButtonProps & { to: string }) {
  const [odds, setOdds] = useState(props.odds)
  useEffect(() => {
    const timer = setTimeout(() => setOdds(to), 400)
    return () => clearTimeout(timer)
  }, [to])
  return <OddsButton {...props} odds={odds} previousOdds={odds === to ? props.odds : null} />
}

export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onPressedChange).toHaveBeenCalledWith(true)
  },
}
export const Selected: Story = { args: { defaultPressed: true } }
export const Up: Story = { render: (args) => <Moving {...args} to="2.25" /> }
export const Down: Story = { render: (args) => <Moving {...args} to="1.95" /> }
export const Suspended: Story = { args: { status: 'suspended' } }
export const Locked: Story = {
  args: { locked: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'))
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'locked')
    await expect(args.onPressedChange).not.toHaveBeenCalled()
  },
}
export const AmericanFormat: Story = { args: { format: 'american' } }
