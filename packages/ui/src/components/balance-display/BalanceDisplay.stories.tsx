import { compactAmount, displayBalance } from '@sportsbook/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { keys, press } from '../../stories/actions'
import { balanceEntry } from '../../stories/balances'
import { digitsOf } from '../../stories/queries'
import { BalanceDisplay } from './BalanceDisplay'

const meta = {
  title: 'Header/BalanceDisplay',
  component: BalanceDisplay,
  args: {
    entries: [
      balanceEntry({ currencyCode: 'USDT', amount: '1500.999', frozen: '200.5' }),
      balanceEntry({ currencyId: 2, currencyCode: 'TRX', scale: 4, amount: '25.123456' }),
    ],
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceDisplay>

export default meta
type Story = StoryObj<typeof meta>

/** The amounts shown, as digits (a language changes the separators only). */
const shownDigits = (root: HTMLElement) => [...root.querySelectorAll('.sb-balance__amount')].map(digitsOf)

export const Default: Story = {
  // Each active currency shows the SDK's display balance; the refresh button asks for a new read.
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group')
    await expect(group).toHaveAttribute('data-state', 'idle')
    await expect(shownDigits(canvasElement)).toEqual(
      args.entries.map((entry) => displayBalance(entry).replace(/\D/g, '')),
    )
    await press(canvas.getByRole('button'))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}
export const Compact: Story = {
  args: { compact: true, entries: [balanceEntry({ currencyCode: 'USDT', amount: '12345678.9' })] },
  play: async ({ args, canvasElement }) => {
    const [entry] = args.entries
    if (!entry) throw new Error('the story has no entry')
    const compact = compactAmount(displayBalance(entry), entry.scale)
    await expect(compact).toMatch(/M$/)
    await expect(canvasElement.querySelector('.sb-balance__amount')?.textContent).toMatch(/M$/)
    await expect(shownDigits(canvasElement)).toEqual([compact.replace(/\D/g, '')])
  },
}
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group')
    await expect(group).toHaveAttribute('data-state', 'loading')
    await expect(group).toHaveAttribute('aria-busy', 'true')
    const refresh = canvas.getByRole('button')
    await expect(refresh).toBeDisabled()
    await press(refresh)
    await expect(args.onRefresh).not.toHaveBeenCalled()
  },
}
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-balance__list')).toBeNull()
    await expect(canvasElement.querySelector('.sb-balance__empty')).toBeVisible()
  },
}
export const InactiveSkipped: Story = {
  args: {
    entries: [
      balanceEntry({ currencyCode: 'USDT', amount: '10' }),
      balanceEntry({ currencyId: 5, currencyCode: 'ETH', status: 0, amount: '3' }),
    ],
  },
  parameters: { docs: { description: { story: 'The inactive ETH entry (currencyId 5) is not shown.' } } },
  play: async ({ canvasElement }) => {
    const currencies = [...canvasElement.querySelectorAll('.sb-balance__currency')].map(
      (el) => el.textContent,
    )
    await expect(currencies).toEqual(['USDT'])
  },
}

/** The entries of a member holding USD, USDT (scale 4) and BRL. */
const wallet = [
  balanceEntry({ currencyCode: 'USD', amount: '120.5' }),
  balanceEntry({ currencyId: 2, currencyCode: 'USDT', scale: 4, amount: '35.1234' }),
  balanceEntry({ currencyId: 3, currencyCode: 'BRL', amount: '0' }),
]

export const CurrencySwitch: Story = {
  args: { entries: wallet, currencyCode: 'USD', onCurrencyChange: fn() },
  // The button shows the currency in play; its menu lists every currency with its balance, the current one
  // checked; picking another calls onCurrencyChange, the current one does not.
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')
    if (!trigger) throw new Error('no currency switch')
    await expect(trigger).toHaveAttribute('data-currency', 'USD')
    await expect(digitsOf(trigger.querySelector('.sb-balance__amount')!)).toBe('12050')
    await press(trigger)
    const items = canvas.getAllByRole('menuitemradio')
    await expect(items.map((item) => item.getAttribute('data-currency'))).toEqual(['USD', 'USDT', 'BRL'])
    await expect(items[0]).toHaveAttribute('aria-checked', 'true')
    await expect(digitsOf(items[1]!.querySelector('.sb-balance__amount')!)).toBe('351234')
    await press(items[0]!)
    await expect(args.onCurrencyChange).not.toHaveBeenCalled()
    await press(trigger)
    await press(canvas.getAllByRole('menuitemradio')[1]!)
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('USDT')
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}
export const CurrencySwitchKeyboard: Story = {
  args: { entries: wallet, currencyCode: 'USDT', onCurrencyChange: fn() },
  // The arrows open the menu on the currency in play and move; Enter picks; Escape closes on the button.
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!
    trigger.focus()
    await keys('{ArrowDown}')
    await expect(canvas.getAllByRole('menuitemradio')[1]).toHaveFocus()
    await keys('{Escape}')
    await expect(trigger).toHaveFocus()
    await keys('{ArrowDown}')
    await keys('{ArrowDown}')
    await keys('{Enter}')
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('BRL')
  },
}
