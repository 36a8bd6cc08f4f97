import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBank } from '../../stories/market'
import { digitsOf, part } from '../../stories/queries'
import { BankCard } from './BankCard'

const meta = {
  title: 'Market/BankCard',
  component: BankCard,
  args: { bank: sampleBank(), href: '#/market/12', closesInMs: (2 * 60 + 5) * 60_000 },
} satisfies Meta<typeof BankCard>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The card carries the bank's state and links to it; a meter per selection shows its capacity. */
async function showsBank({ args, canvas, canvasElement }: Context) {
  await expect(part(canvasElement, '.sb-bank-card')).toHaveAttribute('data-state', args.bank.status)
  await expect(canvas.getByRole('link')).toHaveAttribute('href', args.href)
  const meters = [...canvasElement.querySelectorAll('meter')]
  await expect(meters.map((meter) => meter.getAttribute('aria-valuetext')?.replace(/\D/g, ''))).toEqual(
    args.bank.selections.map((selection) => selection.capacity.replace(/\D/g, '')),
  )
  // Only an open bank counts down to its closing.
  const countdown = canvasElement.querySelector('[data-field="closes-in"]')
  if (args.bank.status !== 'open' || args.closesInMs == null) await expect(countdown).toBeNull()
  return { meters, countdown }
}

/** The shared checks alone, for the states with nothing more to show. */
const showsState = async (context: Context) => {
  await showsBank(context)
}

export const Open: Story = {
  play: async (context) => {
    const { meters, countdown } = await showsBank(context)
    await expect(meters.map((meter) => meter.getAttribute('value'))).toEqual(['100', '42', '26'])
    await expect(digitsOf(countdown)).toBe('205')
    await expect(context.canvasElement.querySelector('[data-private]')).toBeNull()
  },
}
/** The last minute counts in seconds (a demo feed's kick-off comes minutes after a bank opens). */
export const ClosingSoon: Story = {
  args: { closesInMs: 35_000 },
  play: async (context) => {
    const { countdown } = await showsBank(context)
    await expect(digitsOf(countdown)).toBe('35')
  },
}
/** Before the server's clock is known, no count. */
export const ClockUnknown: Story = { args: { closesInMs: null }, play: showsState }
export const Private: Story = {
  args: { bank: sampleBank({ private: true }) },
  play: async (context) => {
    await showsBank(context)
    await expect(part(context.canvasElement, '[data-private="true"]')).toBeVisible()
  },
}
export const Full: Story = {
  args: {
    bank: sampleBank({
      selections: sampleBank().selections.map((selection) => ({ ...selection, capacity: '0.00' })),
    }),
  },
  play: async (context) => {
    const { meters } = await showsBank(context)
    await expect(meters.map((meter) => meter.getAttribute('value'))).toEqual(['0', '0', '0'])
  },
}
export const Paused: Story = { args: { bank: sampleBank({ status: 'paused' }) }, play: showsState }
export const Closed: Story = { args: { bank: sampleBank({ status: 'closed' }) }, play: showsState }
export const Settled: Story = { args: { bank: sampleBank({ status: 'settled' }) }, play: showsState }
