import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { choose, press } from '../../stories/actions'
import { reportRows } from '../../stories/operations'
import { digitsOf } from '../../stories/queries'
import { DailyReport } from './DailyReport'

const meta = {
  title: 'Operators/DailyReport',
  component: DailyReport,
  args: {
    rows: reportRows,
    range: { from: '2026-11-23', to: '2026-11-25' },
    onRangeChange: fn(),
    currencyCode: 'USD',
    currencies: ['USD', 'USDT', 'BRL'],
    onCurrencyChange: fn(),
    onDownload: fn(),
    status: 'ready',
    onRetry: fn(),
  },
} satisfies Meta<typeof DailyReport>

export default meta
type Story = StoryObj<typeof meta>

export const Report: Story = {
  // The totals sum the days; a row per day; the chart's library loads and draws (where the browser has a canvas);
  // CSV and currency are asked for.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(digitsOf(canvasElement.querySelector('dd[data-field="turnover"]'))).toBe('375000')
    await expect(digitsOf(canvasElement.querySelector('dd[data-field="ggr"]'))).toBe('46950')
    const days = [...canvasElement.querySelectorAll('tr[data-day]')].map((row) =>
      row.getAttribute('data-day'),
    )
    await expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
    const chart = canvasElement.querySelector('.sb-report-chart')
    await waitFor(() => expect(chart).not.toHaveAttribute('data-state', 'loading'))
    if (chart?.getAttribute('data-state') === 'ready') {
      await expect(chart.querySelector('canvas')).not.toBeNull()
    }
    await press(canvas.getByRole('button'))
    await expect(args.onDownload).toHaveBeenCalled()
    await choose(canvasElement.querySelector('select')!, 'BRL')
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('BRL')
  },
}
export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull()
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
export const NoDays: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull()
    await expect(canvasElement.querySelector('.sb-report-chart')).toBeNull()
  },
}
