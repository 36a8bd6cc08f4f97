import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBankerInfo } from '../../stories/market'
import { digitsOf } from '../../stories/queries'
import { BankExposure } from './BankExposure'

const meta = {
  title: 'Market/BankExposure',
  component: BankExposure,
  args: { info: sampleBankerInfo() },
} satisfies Meta<typeof BankExposure>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** A row per outcome with the bank's result and its tone, and a row per participant with role, share and result. */
async function showsExposure({ args, canvasElement }: Context) {
  const outcomes = [...canvasElement.querySelectorAll('[data-table="outcomes"] tbody tr')]
  await expect(outcomes.map((row) => row.getAttribute('data-outcome'))).toEqual(
    args.info.outcomes.map((outcome) => outcome.label),
  )
  await expect(outcomes.map((row) => digitsOf(row.querySelector('td')))).toEqual(
    args.info.outcomes.map((outcome) => outcome.pnl.replace(/\D/g, '')),
  )
  const participants = [...canvasElement.querySelectorAll('[data-table="participants"] tbody tr')]
  await expect(participants.map((row) => row.getAttribute('data-role'))).toEqual(['banker', 'partner'])
  await expect(participants.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual([
    '50.00%',
    '50.00%',
  ])
  return { outcomes, participants }
}

const tones = (rows: Element[]) =>
  rows.map((row) => row.querySelector('[data-tone]')?.getAttribute('data-tone'))

export const Open: Story = {
  play: async (context) => {
    const { outcomes, participants } = await showsExposure(context)
    await expect(tones(outcomes)).toEqual(['bad', 'good', 'good'])
    await expect(tones(participants)).toEqual(['bad', 'bad'])
  },
}
export const Settled: Story = {
  args: {
    info: sampleBankerInfo({
      status: 'settled',
      participants: sampleBankerInfo().participants.map((item) => ({ ...item, pnl: '9.50' })),
    }),
  },
  play: async (context) => {
    const { participants } = await showsExposure(context)
    await expect(tones(participants)).toEqual(['good', 'good'])
    await expect(participants.map((row) => digitsOf(row.querySelectorAll('td')[2]))).toEqual(['950', '950'])
  },
}
export const Handicap: Story = {
  args: {
    info: sampleBankerInfo({
      market: { type: 'handicap', line: '-0.25' },
      outcomes: [
        { label: 'diff<=-1', pnl: '40.00' },
        { label: 'diff=0', pnl: '10.00' },
        { label: 'diff>=1', pnl: '-31.00' },
      ],
    }),
  },
  play: async (context) => {
    const { outcomes } = await showsExposure(context)
    await expect(tones(outcomes)).toEqual(['good', 'good', 'bad'])
  },
}
