import { createSportsbook, memoryStorage, type Sportsbook } from '@sportsbook/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { MatchList } from '../components/match-list/MatchList'
import { press } from '../stories/actions'
import { footballMatch } from '../stories/betting'
import { manyMatches, simulateOddsFeed } from '../stories/odds-feed'
import { part } from '../stories/queries'
import { LiveBetSlip, LiveMatchRow, LiveOddsButton } from './live-components'
import { SportsbookProvider } from './SportsbookProvider'

// The live components on a real client whose match socket is replaced by a generated feed: no server.
function useStoryClient(): Sportsbook {
  const [client] = useState(() =>
    createSportsbook({
      baseUrl: 'http://127.0.0.1:9/',
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      brand: { channel: 'storybook' },
      connectMainSocketOnLogin: false,
    }),
  )
  useEffect(() => () => client.dispose(), [client])
  return client
}

interface LiveListArgs {
  /** How many matches (7 prices each). */
  matches: number
  /** Updates a second. */
  rate: number
  /** Updates per socket message. */
  batch: number
}

function LiveList({ matches: count, rate, batch }: LiveListArgs) {
  const client = useStoryClient()
  const matches = useMemo(() => manyMatches(count), [count])
  useEffect(() => simulateOddsFeed(client, matches, rate, batch), [client, matches, rate, batch])
  return (
    <SportsbookProvider client={client}>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, alignItems: 'start' }}
      >
        <MatchList
          label="Live"
          matches={matches}
          status="ready"
          renderRow={(match) => <LiveMatchRow match={match} />}
        />
        <LiveBetSlip />
      </div>
    </SportsbookProvider>
  )
}

const meta = {
  title: 'Betting/Live',
  component: LiveList,
  args: { matches: 12, rate: 40, batch: 4 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveList>

export default meta
type Story = StoryObj<typeof meta>

/** The first price that can be picked now (the feed suspends one now and then). */
const openPrice = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLButtonElement>('.sb-odds-button')].find((button) => !button.disabled)

/** A list on a generated feed: prices flash up and down; picks go to the slip beside it. */
export const ListWithSlip: Story = {
  // A price picked in the list is pressed there and lands in the slip, through the client's bet slip store. The
  // store's code is its own chunk (sb.betSlip loads it with its first subscriber): a pick made before the chunk is
  // in lands a moment later, hence waitFor.
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sb-match-row')).toHaveLength(args.matches)
    const slip = part(canvasElement, '.sb-slip')
    await expect(slip).toHaveAttribute('data-state', 'empty')
    const price = openPrice(canvasElement) as HTMLButtonElement
    await press(price)
    await waitFor(() => expect(price).toHaveAttribute('aria-pressed', 'true'))
    await expect(slip).toHaveAttribute('data-state', 'editing')
    await expect(slip.querySelectorAll('.sb-slip-item')).toHaveLength(1)
  },
}

/** The benchmark's load: 72 matches (504 prices), 2,000 updates a second in messages of 50. */
export const BenchmarkLoad: Story = {
  args: { matches: 72, rate: 2000, batch: 50 },
  // A load to watch in Storybook's browser (tooling/bench/odds-frames.mjs measures it on the site's page), not a
  // test: thousands of updates a second through happy-dom only burn the test run's minutes (src/test/stories-in.tsx).
  tags: ['!test'],
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sb-match-row')).toHaveLength(args.matches)
    await expect(canvasElement.querySelectorAll('.sb-odds-button')).toHaveLength(args.matches * 7)
  },
}

function OneButton() {
  const client = useStoryClient()
  const match = useMemo(() => footballMatch({ seq: 0 }), [])
  useEffect(() => simulateOddsFeed(client, [match], 2, 1), [client, match])
  const market = match.markets[0]!
  return (
    <SportsbookProvider client={client}>
      <div style={{ display: 'flex', gap: 8 }}>
        {market.selections.map((selection) => (
          <LiveOddsButton key={selection.id} match={match} market={market} selection={selection} />
        ))}
      </div>
    </SportsbookProvider>
  )
}

/** Three live odds buttons of one market. */
export const Buttons: Story = {
  render: () => <OneButton />,
  // Three prices of one market, open to a pick (ListWithSlip picks one), each named by its selection and price.
  play: async ({ canvasElement }) => {
    const prices = [...canvasElement.querySelectorAll('.sb-odds-button')]
    await expect(prices).toHaveLength(3)
    for (const price of prices) await expect(price).toHaveAttribute('aria-pressed', 'false')
    await expect(openPrice(canvasElement)).toBeDefined()
  },
}
