import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { memberRow } from '../../stories/protection'
import { part, submitButton } from '../../stories/queries'
import { MemberSearch } from './MemberSearch'

const meta = {
  title: 'Operators/MemberSearch',
  component: MemberSearch,
  args: {
    rows: [memberRow],
    status: 'ready',
    onSearch: fn(),
    periods: ['day', 'week', 'month'],
    onSetLimit: fn(),
  },
} satisfies Meta<typeof MemberSearch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // Digits search by member id, anything else by account; a member shows balances, limits and breaks.
  play: async ({ args, canvas, canvasElement }) => {
    const query = canvas.getAllByRole('textbox')[0] as HTMLInputElement
    await fill(query, '1042')
    await press(submitButton(part(canvasElement, '.sb-member-search__form')))
    await expect(args.onSearch).toHaveBeenCalledWith({ memberId: 1042 })
    await fill(query, 'play')
    await press(submitButton(part(canvasElement, '.sb-member-search__form')))
    await expect(args.onSearch).toHaveBeenLastCalledWith({ account: 'play' })
    await expect(part(canvasElement, '[data-currency="USDT"]')).toBeVisible()
    await expect(part(canvasElement, '[data-field="timeOut"]')).toBeVisible()
    await expect(part(canvasElement, '.sb-member-search__limits [data-kind="deposit"]')).toBeVisible()
  },
}
export const SetLimit: Story = {
  // The operator's limit is sent for the member with its reason.
  play: async ({ args, canvasElement }) => {
    await press(part(canvasElement, '[data-action="set-limit"]'))
    const form = part(canvasElement, '.sb-limit-form')
    const [amount, reason] = [...form.querySelectorAll('input')] as HTMLInputElement[]
    await fill(amount as HTMLInputElement, '50')
    await fill(reason as HTMLInputElement, 'Affordability check')
    await press(submitButton(form))
    await expect(args.onSetLimit).toHaveBeenCalledWith(
      1042,
      expect.objectContaining({ kind: 'deposit', amount: '50.00', reason: 'Affordability check' }),
    )
  },
}
export const NothingFound: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-state')).toHaveAttribute('data-state', 'empty')
  },
}
