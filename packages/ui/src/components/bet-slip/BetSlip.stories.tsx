import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, keys, press } from '../../stories/actions'
import {
  blocked,
  failedResult,
  oneSingle,
  parlay,
  pendingResult,
  placedResult,
  severalSingles,
  slipState,
  visitorSlip,
} from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { BetSlip } from './BetSlip'

const meta = {
  title: 'Betting/BetSlip',
  component: BetSlip,
  args: {
    state: slipState(),
    onRemove: fn(),
    onClear: fn(),
    onModeChange: fn(),
    onStakeChange: fn(),
    onQuickStake: fn(),
    onMaxStake: fn(),
    onPolicyChange: fn(),
    onAcceptOdds: fn(),
    onPlace: fn(),
    onDismiss: fn(),
    onLoginClick: fn(),
  },
  decorators: [inColumn({ width: 340 })],
} satisfies Meta<typeof BetSlip>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The parts of the slip a play reads: its root, picks, stake inputs and summary figures. */
function slip(root: HTMLElement) {
  const [total, potential] = root.querySelectorAll('.sb-slip__summary strong')
  return {
    root: part(root, '.sb-slip'),
    items: [...root.querySelectorAll('.sb-slip-item')],
    stakes: [...root.querySelectorAll<HTMLInputElement>('.sb-stake__input')],
    place: root.querySelector<HTMLButtonElement>('.sb-slip__place'),
    total: digitsOf(total),
    potential: digitsOf(potential),
  }
}

/** The reasons listed for one pick, or for the whole slip, by their codes. */
const issueCodes = (list: Element | null | undefined) =>
  [...(list?.querySelectorAll('[data-code]') ?? [])].map((item) => item.getAttribute('data-code'))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { root, place } = slip(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'empty')
    await expect(part(root, '.sb-slip__count')).toHaveTextContent('0')
    await expect(place).toBeNull()
  },
}
export const OneSingle: Story = {
  args: { state: oneSingle },
  // Typing, a quick stake and Place report the pick's id; the return and total are the SDK's figures.
  play: async ({ args, canvasElement }) => {
    const { root, items, stakes, place, total, potential } = slip(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'editing')
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['ok'])
    await expect([total, potential]).toEqual(['1000', '2100'])
    stakes[0]?.focus()
    await keys('5')
    await expect(args.onStakeChange).toHaveBeenCalledWith(10110, '105')
    await press(part(canvasElement, '.sb-stake__chip'))
    await expect(args.onQuickStake).toHaveBeenCalledWith(10110, '5.00')
    await press(place as HTMLButtonElement)
    await expect(args.onPlace).toHaveBeenCalledOnce()
  },
}
export const SeveralSingles: Story = {
  args: { state: severalSingles },
  play: async ({ args, canvasElement }) => {
    const { items, total, potential } = slip(canvasElement)
    await expect(items).toHaveLength(2)
    await expect([total, potential]).toEqual(['3000', '6000'])
    await press(part(items[1] as HTMLElement, '.sb-slip-item__remove'))
    await expect(args.onRemove).toHaveBeenCalledWith(10230)
    await press(part(canvasElement, '.sb-slip__header button'))
    await expect(args.onClear).toHaveBeenCalledOnce()
  },
}
export const Parlay: Story = {
  args: { state: parlay },
  // One stake for the whole parlay; its Max and the switch back to singles are reported.
  play: async ({ args, canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    await expect(part(canvasElement, '.sb-slip__parlay strong')).toHaveTextContent('4.09')
    const { stakes, potential } = slip(canvasElement)
    await expect(stakes.map((input) => input.value)).toEqual(['25'])
    await expect(potential).toBe('10225')
    const chips = canvasElement.querySelectorAll<HTMLElement>('.sb-slip__parlay .sb-stake__chip')
    await press(chips[chips.length - 1] as HTMLElement)
    await expect(args.onMaxStake).toHaveBeenCalledWith('parlay')
    await press(tabs[0] as HTMLElement)
    await expect(args.onModeChange).toHaveBeenCalledWith('single')
  },
}
/** Every reason is listed by its pick (or the slip), and Place stays off until they are resolved. */
async function showsBlocked({ canvasElement }: Context) {
  const { items, stakes, place } = slip(canvasElement)
  await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['blocked', 'blocked'])
  await expect(items[0]).toHaveAttribute('data-change', 'down')
  await expect(items.map((item) => issueCodes(item))).toEqual([
    ['oddsChanged'],
    ['marketSuspended', 'stakeAboveMax'],
  ])
  await expect(stakes[1]).toHaveAttribute('aria-invalid', 'true')
  await expect(issueCodes(canvasElement.querySelector('.sb-slip-issues--slip'))).toEqual([
    'insufficientBalance',
  ])
  await expect(place).toBeDisabled()
}
export const BlockedReasons: Story = {
  args: { state: blocked },
  play: async (context) => {
    await showsBlocked(context)
    const { args, canvas, canvasElement } = context
    await expect(canvasElement.querySelector('.sb-slip__deposit')).toBeNull()
    await press(part(canvasElement, '.sb-slip > .sb-button--secondary'))
    await expect(args.onAcceptOdds).toHaveBeenCalledOnce()
    const policy = canvas.getByRole('combobox')
    await expect(policy).toHaveValue('exact')
    await choose(policy, 'any')
    await expect(args.onPolicyChange).toHaveBeenCalledWith('any')
  },
}
export const BalanceShort: Story = {
  args: { state: blocked, depositHref: '#/wallet' },
  play: async (context) => {
    await showsBlocked(context)
    await expect(part(context.canvasElement, '.sb-slip__deposit')).toHaveAttribute('href', '#/wallet')
  },
}
export const Visitor: Story = {
  args: { state: visitorSlip },
  // A visitor is asked to log in instead of placing; there are no quick stakes without a currency.
  play: async ({ args, canvasElement }) => {
    const { place } = slip(canvasElement)
    await expect(place).toBeNull()
    await expect(canvasElement.querySelectorAll('.sb-stake__chip')).toHaveLength(1)
    await press(part(canvasElement, '.sb-slip__login button'))
    await expect(args.onLoginClick).toHaveBeenCalledOnce()
  },
}
export const Placing: Story = {
  args: { state: { ...severalSingles, phase: 'placing', canPlace: false } },
  play: async ({ canvasElement }) => {
    const { root, stakes, place } = slip(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'placing')
    await expect(root).toHaveAttribute('aria-busy', 'true')
    await expect(place).toBeDisabled()
    for (const input of stakes) await expect(input).toBeDisabled()
    await expect(canvasElement.querySelector('.sb-slip__header button')).toBeNull()
  },
}
export const Placed: Story = {
  args: { state: placedResult },
  // One status tells what was placed; each order shows its id; Done leaves the result.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(slip(canvasElement).root).toHaveAttribute('data-state', 'result')
    await expect(part(canvasElement, '.sb-slip-result')).toHaveAttribute('data-state', 'placed')
    await expect(digitsOf(canvas.getByRole('status'))).toBe('1')
    await expect(part(canvasElement, '[data-state="placed"] .sb-slip-result__detail')).toHaveTextContent(
      '1000001',
    )
    await press(part(canvasElement, '.sb-slip-result > button'))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}
export const StalePrices: Story = {
  args: { state: { ...oneSingle, stale: true, canPlace: false, issues: [{ code: 'stalePrices' }] } },
  // Prices stopped updating: the slip says so and places nothing.
  play: async ({ canvasElement }) => {
    await expect(issueCodes(part(canvasElement, '.sb-slip-issues--slip'))).toEqual(['stalePrices'])
    await expect(slip(canvasElement).place).toBeDisabled()
  },
}
export const PendingLiveBet: Story = {
  args: { state: pendingResult('pending') },
  // A live bet counts down the in-play delay under its order, with its rule.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '[data-order-status="pending"] .sb-pending-bet')).toHaveAttribute(
      'data-state',
      'pending',
    )
    await expect(canvas.getByRole('timer')).toBeInTheDocument()
  },
}
export const LiveBetAccepted: Story = {
  args: { state: pendingResult('open') },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'accepted')
  },
}
export const LiveBetRejected: Story = {
  args: { state: pendingResult('rejected') },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'rejected')
    await expect(part(canvasElement, '.sb-pending-bet__outcome')).not.toBeEmptyDOMElement()
  },
}
export const Failed: Story = {
  args: { state: failedResult },
  play: async ({ args, canvasElement }) => {
    await expect(part(canvasElement, '.sb-slip-result')).toHaveAttribute('data-state', 'partial')
    await expect(part(canvasElement, '[data-state="failed"] .sb-slip-result__detail')).toHaveTextContent(
      'The market is suspended. Nothing was placed.',
    )
    await press(part(canvasElement, '.sb-slip-result > button'))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}
export const HongKongOdds: Story = {
  args: { state: severalSingles, format: 'hongKong' },
  play: async ({ canvasElement }) => {
    const prices = [...canvasElement.querySelectorAll('.sb-slip-item__price')].map(
      (price) => price.textContent,
    )
    await expect(prices).toEqual(['1.10', '0.95'])
  },
}
