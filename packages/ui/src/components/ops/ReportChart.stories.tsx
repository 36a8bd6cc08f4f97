import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { reportRows } from '../../stories/operations'
import { ReportChart } from './ReportChart'

const meta = {
  title: 'Operators/ReportChart',
  component: ReportChart,
  args: { rows: reportRows },
} satisfies Meta<typeof ReportChart>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeDays: Story = {
  // Its library loads when it shows; it draws where the browser has a canvas (hidden where it has none), and the
  // legend names the three series.
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('figure') as HTMLElement
    await waitFor(() => expect(chart).not.toHaveAttribute('data-state', 'loading'))
    const state = chart.getAttribute('data-state')
    await expect(['ready', 'unavailable']).toContain(state)
    if (state === 'ready') await expect(chart.querySelector('canvas')).not.toBeNull()
    const keys = [...chart.querySelectorAll('[data-series]')].map((key) => key.getAttribute('data-series'))
    await expect(keys).toEqual(['turnover', 'payouts', 'ggr'])
  },
}
