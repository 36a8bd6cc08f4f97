import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { detailedMatch } from '../../stories/betting'
import { part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { groupMarkets, MarketGroup } from './MarketGroup'

const groups = groupMarkets(detailedMatch().markets)

const meta = {
  title: 'Betting/MarketGroup',
  component: MarketGroup,
  args: {
    type: 'total',
    markets: groups[2]!.markets,
    homeName: 'Kingsmere United',
    awayName: 'Northwick Rovers',
    onOpenChange: fn(),
  },
  decorators: [listColumn],
} satisfies Meta<typeof MarketGroup>

export default meta
type Story = StoryObj<typeof meta>

/** The group's parts: its root, its toggle, each line (a named group) and every odds button in it. */
function group(root: HTMLElement) {
  return {
    root: part(root, '.sb-market-group'),
    toggle: part(root, '.sb-market-group__toggle'),
    lines: [...root.querySelectorAll('.sb-market-group__line')],
    buttons: [...root.querySelectorAll<HTMLButtonElement>('.sb-odds-button')],
  }
}

export const Totals: Story = {
  // The main line first, then the others by line; a suspended line's prices cannot be picked. The heading folds
  // the group.
  play: async ({ args, canvasElement }) => {
    const { root, toggle, lines, buttons } = group(canvasElement)
    await expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['open', 'suspended', 'open'])
    await expect(buttons.map((button) => button.getAttribute('data-state'))).toEqual([
      'open',
      'open',
      'suspended',
      'suspended',
      'open',
      'open',
    ])
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await press(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(root).toHaveAttribute('data-state', 'closed')
    await expect(part(canvasElement, '.sb-market-group__body')).not.toBeVisible()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
export const Result: Story = {
  args: { type: '1x2', markets: groups[0]!.markets },
  play: async ({ canvasElement }) => {
    const { lines, buttons } = group(canvasElement)
    await expect(lines).toHaveLength(1)
    await expect(buttons.map((button) => button.querySelector('.sb-odds-button__odds')?.textContent)).toEqual(
      ['2.10', '3.40', '3.25'],
    )
  },
}
export const Handicaps: Story = {
  args: { type: 'handicap', markets: groups[1]!.markets },
  play: async ({ canvasElement }) => {
    const { lines, buttons } = group(canvasElement)
    await expect(lines.map((line) => line.getAttribute('aria-label')?.split(' ').pop())).toEqual([
      '-0.5',
      '-1.5',
    ])
    await expect(buttons).toHaveLength(4)
  },
}
export const Folded: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvasElement }) => {
    const { root, toggle } = group(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'closed')
    await expect(part(canvasElement, '.sb-market-group__body')).not.toBeVisible()
    await press(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
  },
}
export const MatchOver: Story = {
  args: { locked: true },
  // Over: every price is locked and cannot be picked.
  play: async ({ canvasElement }) => {
    for (const button of group(canvasElement).buttons) {
      await expect(button).toHaveAttribute('data-state', 'locked')
      await expect(button).toBeDisabled()
    }
  },
}
