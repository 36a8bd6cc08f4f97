import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { operatorCollection, operatorWithdrawal, proofPicture } from '../../stories/cashier'
import { OpsConsole } from './OpsConsole'
import { ReviewCard } from './ReviewCard'

const meta = {
  title: 'Operators/OpsConsole',
  component: OpsConsole,
  args: {
    queue: 'withdrawals',
    onQueueChange: fn(),
    counts: { withdrawals: 2, collections: 1 },
    status: 'ready',
    onRetry: fn(),
    children: [
      <ReviewCard
        key="a"
        item={{ kind: 'withdrawal', value: operatorWithdrawal() }}
        scale={2}
        onReview={fn()}
      />,
      <ReviewCard
        key="b"
        item={{ kind: 'withdrawal', value: operatorWithdrawal({ id: 10, amount: '1200.00' }) }}
        scale={2}
        onReview={fn()}
      />,
    ],
  },
} satisfies Meta<typeof OpsConsole>

export default meta
type Story = StoryObj<typeof meta>

/** Each queue tab's value, whether it is selected, and its count (none while counting). */
const queuesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('[role="tab"]')].map((tab) => [
    tab.getAttribute('data-value'),
    tab.getAttribute('aria-selected'),
    tab.querySelector('.sb-tabs__count')?.textContent ?? null,
  ])

export const Withdrawals: Story = {
  // The chosen queue's items in its panel, each queue counted; the other queue is asked for.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(queuesOf(canvasElement)).toEqual([
      ['withdrawals', 'true', '2'],
      ['collections', 'false', '1'],
    ])
    const cards = canvas.getByRole('tabpanel').querySelectorAll('.sb-review')
    await expect([...cards].map((card) => card.getAttribute('data-state'))).toEqual(['inReview', 'inReview'])
    await press(canvas.getAllByRole('tab')[1] as HTMLElement)
    await expect(args.onQueueChange).toHaveBeenCalledWith('collections')
  },
}
export const Collections: Story = {
  args: {
    queue: 'collections',
    children: (
      <ReviewCard
        item={{ kind: 'collection', value: operatorCollection(), proofs: [proofPicture] }}
        scale={2}
        onReview={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(queuesOf(canvasElement).map(([, selected]) => selected)).toEqual(['false', 'true'])
    await expect(canvas.getByRole('tabpanel').querySelector('img.sb-review__proof')).toHaveAttribute(
      'src',
      proofPicture,
    )
  },
}
export const Loading: Story = {
  args: { status: 'loading', counts: { withdrawals: null, collections: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(queuesOf(canvasElement).map(([, , count]) => count)).toEqual([null, null])
    await expect(canvas.getByRole('tabpanel').querySelector('[data-state="loading"]')).toBeInTheDocument()
  },
}
export const Empty: Story = {
  args: { empty: true, children: null, counts: { withdrawals: 0, collections: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(queuesOf(canvasElement).map(([, , count]) => count)).toEqual(['0', '0'])
    await expect(canvas.getByRole('tabpanel').querySelector('[data-state="empty"]')).toBeInTheDocument()
  },
}
export const Failed: Story = {
  args: { status: 'error', error: 'Network failure' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Network failure')
    await expect(canvas.getByRole('tabpanel').querySelector('.sb-review')).toBeNull()
    await press(alert.querySelector('button') as HTMLElement)
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
