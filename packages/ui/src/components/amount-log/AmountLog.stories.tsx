import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { sampleLog } from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { AmountLog } from './AmountLog'

const meta = {
  title: 'Betting/AmountLog',
  component: AmountLog,
  args: { entries: sampleLog, status: 'ready', onRetry: fn(), onLoadMore: fn() },
} satisfies Meta<typeof AmountLog>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  // One row per movement, newest first: an amount signed and coloured by direction, and the balance after it.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-amount-log')).toHaveAttribute('data-state', 'ready')
    const rows = canvasElement.querySelectorAll('tbody tr')
    await expect(rows).toHaveLength(sampleLog.length)
    await expect([...rows].map((row) => row.getAttribute('data-tone'))).toEqual(['up', 'down', 'up'])
    const [, , amount, balanceAfter] = rows[1]?.querySelectorAll('td') ?? []
    await expect(digitsOf(amount)).toBe('1000')
    await expect(balanceAfter).toHaveTextContent('USD')
    await expect(digitsOf(balanceAfter)).toBe('99000')
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-amount-log')).toHaveAttribute('data-state', 'empty')
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}
export const Loading: Story = {
  args: { entries: undefined, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-amount-log')).toHaveAttribute('data-state', 'loading')
    await expect(part(canvasElement, '[data-state="loading"][aria-busy="true"]')).toContainElement(
      canvas.getByRole('status'),
    )
  },
}
export const Failed: Story = {
  args: { entries: undefined, status: 'error', error: 'Network failure' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Network failure')
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
