import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { protectionAt, statementEntries } from '../../stories/protection'
import { invalidInputs, part, submitButton } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { Statement } from './Statement'

const meta = {
  title: 'Protection/Statement',
  component: Statement,
  decorators: [listColumn],
  args: {
    entries: statementEntries,
    total: 5,
    status: 'ready',
    now: protectionAt,
    onRangeChange: fn(),
    onMore: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof Statement>

export default meta
type Story = StoryObj<typeof meta>

const dates = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('input[type="date"]')]

/** Picks a day as a date picker does: one input event with the whole value (typing into a date input varies). */
function pickDay(input: HTMLInputElement | undefined, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input?.dispatchEvent(new Event('input', { bubbles: true }))
}

export const Default: Story = {
  // A range of days asks from the first day's start to the last day's end; More reads the next page; CSV the range.
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(2)
    await expect(part(canvasElement, 'tbody tr [data-field="amount"]')).toHaveAttribute('data-sign', 'out')
    const [from, to] = dates(canvasElement)
    pickDay(from, '2026-11-01')
    pickDay(to, '2026-11-02')
    await press(submitButton(canvasElement))
    const [range] = (args.onRangeChange as ReturnType<typeof fn>).mock.calls[0] as [
      { startTime: number; endTime: number },
    ]
    await expect(range.endTime - range.startTime).toBe(2 * 86_400_000)
    await press(part(canvasElement, '[data-action="more"]'))
    await expect(args.onMore).toHaveBeenCalledOnce()
    await press(part(canvasElement, '[data-action="download"]'))
    await expect(args.onDownload).toHaveBeenCalledWith(range)
  },
}
export const TooLong: Story = {
  // More than a year is refused before it is asked.
  play: async ({ args, canvasElement }) => {
    const [from, to] = dates(canvasElement)
    pickDay(from, '2024-01-01')
    pickDay(to, '2026-01-01')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    await expect(args.onRangeChange).not.toHaveBeenCalled()
  },
}
export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-state')).toHaveAttribute('data-state', 'empty')
    await expect(canvasElement.querySelector('table')).toBeNull()
  },
}
export const Failed: Story = {
  args: { status: 'error', error: 'Network failure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network failure')
  },
}
