import type { Sportsbook } from '@sportsbook/sdk'
import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import { act, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { footballMatch } from '../stories/betting'
import { offlineClient } from '../test/offline-client'
import { renderWithI18n } from '../test/render'
import { LiveOddsButton } from './live-components'
import { liveFeedOf, priceConflateMs } from './live-feed'
import { useBetSlipState } from './live-hooks'
import { useWatchMatches } from './match-watch'
import { SportsbookProvider } from './SportsbookProvider'

/**
 * Frames run when the test says: what a socket sends between two frames must reach React as one commit. Each comes
 * a conflation window after the one before (live-feed.ts), so every price moved since shows in it.
 */
function manualFrames() {
  const pending: (() => void)[] = []
  let clock = 0
  return {
    request: (callback: () => void) => {
      pending.push(callback)
    },
    now: () => clock,
    run: () =>
      act(() => {
        clock += priceConflateMs
        for (const callback of pending.splice(0)) callback()
      }),
  }
}

const match: Match = footballMatch()
const result = match.markets[0]!
const [home, draw, away] = result.selections as [
  (typeof result.selections)[number],
  (typeof result.selections)[number],
  (typeof result.selections)[number],
]

function update(
  selectionId: number,
  odds: string,
  seq: number,
  status: OddsUpdate['status'] = 'open',
): OddsUpdate {
  return { seq, matchId: match.id, marketId: result.id, selectionId, odds, status }
}

function SlipCount() {
  return <p>{useBetSlipState().selections.length} in slip</p>
}

function Watched({ matches, children }: { matches: Match[]; children: ReactNode }) {
  useWatchMatches(matches)
  return <>{children}</>
}

let client: Sportsbook
let frames: ReturnType<typeof manualFrames>

beforeEach(async () => {
  client = offlineClient()
  frames = manualFrames()
  liveFeedOf(client, frames.request, frames.now)
  await client.liveOdds.load()
  await client.betSlip.load()
})

afterEach(() => client.dispose())

function renderButtons(renders: Map<number, number>, commits: { count: number }) {
  const counted = (id: number, node: ReactNode) => (
    <Profiler key={id} id={String(id)} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {node}
    </Profiler>
  )
  return renderWithI18n(
    <SportsbookProvider client={client}>
      <Profiler id="page" onRender={() => (commits.count += 1)}>
        <Watched matches={[match]}>
          {result.selections.map((selection) =>
            counted(selection.id, <LiveOddsButton match={match} market={result} selection={selection} />),
          )}
          <SlipCount />
        </Watched>
      </Profiler>
    </SportsbookProvider>,
  )
}

describe('live odds bindings', () => {
  it('shows a moved price without rendering any button: text, name and flash change in place', () => {
    const renders = new Map<number, number>()
    const commits = { count: 0 }
    renderButtons(renders, commits)
    frames.run()
    const before = new Map(renders)
    const committed = commits.count
    act(() => client.liveOdds.receive('odds', [update(home.id, '2.30', 2)]))
    frames.run()
    const button = screen.getByRole('button', {
      name: 'Kingsmere United, Match result, odds 2.30, up from 2.10',
    })
    expect(button).toHaveTextContent('2.30')
    expect(button).toHaveAttribute('data-flash', 'up')
    expect(commits.count).toBe(committed)
    for (const selection of [home, draw, away])
      expect(renders.get(selection.id)).toBe(before.get(selection.id))
    // A render for another reason (the odds format) shows the price the feed published last.
    act(() => client.liveOdds.receive('odds', [update(home.id, '2.20', 3)]))
    frames.run()
    expect(button).toHaveAttribute('data-flash', 'down')
    act(() => client.oddsFormat.set('american'))
    expect(
      screen.getByRole('button', { name: 'Kingsmere United, Match result, odds +120, down from +130' }),
    ).toBe(button)
    expect(button).toHaveTextContent('+120')
  })

  it('shows the socket batches of one frame together, and suspends and reopens prices without a commit', () => {
    const renders = new Map<number, number>()
    const commits = { count: 0 }
    renderButtons(renders, commits)
    frames.run()
    const before = commits.count
    act(() => {
      client.liveOdds.receive('odds', [update(home.id, '2.20', 2)])
      client.liveOdds.receive('odds', [update(draw.id, '3.50', 3)])
      client.liveOdds.receive('odds', [update(away.id, '3.00', 4), update(home.id, '2.25', 4)])
    })
    expect(screen.getByRole('button', { name: /Kingsmere United, Match result, odds 2\.10/ })).toBeVisible()
    frames.run()
    expect(commits.count).toBe(before)
    expect(screen.getByRole('button', { name: /Kingsmere United, Match result, odds 2\.25/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /Draw, Match result, odds 3\.50/ })).toBeVisible()
    expect(
      screen.getByRole('button', { name: /Northwick Rovers, Match result, odds 3\.00, down from 3\.25/ }),
    ).toBeVisible()
    act(() => {
      client.liveOdds.receive('odds', [update(home.id, '2.25', 5, 'suspended')])
      client.liveOdds.receive('odds', [update(away.id, '3.10', 6, 'suspended')])
    })
    frames.run()
    expect(commits.count).toBe(before)
    expect(screen.getByRole('button', { name: 'Kingsmere United, Match result, suspended' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Northwick Rovers, Match result, suspended' })).toBeDisabled()
    act(() => client.liveOdds.receive('odds', [update(away.id, '3.20', 7)]))
    frames.run()
    expect(commits.count).toBe(before)
    const reopened = screen.getByRole('button', {
      name: 'Northwick Rovers, Match result, odds 3.20, up from 3.10',
    })
    expect(reopened).toBeEnabled()
    expect(reopened).toHaveTextContent('3.20')
  })

  it('drops a push older than the price it shows', () => {
    renderButtons(new Map(), { count: 0 })
    frames.run()
    act(() => client.liveOdds.receive('odds', [update(home.id, '2.40', 5)]))
    act(() => client.liveOdds.receive('odds', [update(home.id, '1.50', 4)]))
    frames.run()
    expect(screen.getByRole('button', { name: /Kingsmere United, Match result, odds 2\.40/ })).toBeVisible()
  })

  it('shows a suspended price as suspended and lets nobody pick it', () => {
    renderButtons(new Map(), { count: 0 })
    act(() => client.liveOdds.receive('odds', [update(draw.id, '3.40', 2, 'suspended')]))
    frames.run()
    const button = screen.getByRole('button', { name: 'Draw, Match result, suspended' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('data-state', 'suspended')
  })

  it('puts a pick in the slip and presses its button in the same commit as the click', async () => {
    const { user } = renderButtons(new Map(), { count: 0 })
    frames.run()
    const button = screen.getByRole('button', { name: /Kingsmere United, Match result/ })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('1 in slip')).toBeVisible()
    expect(client.betSlip.getState().selections[0]).toMatchObject({
      matchId: match.id,
      selectionId: home.id,
      odds: '2.10',
      homeName: 'Kingsmere United',
      marketType: '1x2',
    })
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('0 in slip')).toBeVisible()
  })

  it('picks the price on screen when clicked, after the feed moved it in place', async () => {
    const { user } = renderButtons(new Map(), { count: 0 })
    frames.run()
    act(() => client.liveOdds.receive('odds', [update(draw.id, '3.60', 2)]))
    frames.run()
    await user.click(screen.getByRole('button', { name: /Draw, Match result, odds 3\.60/ }))
    expect(client.betSlip.getState().selections[0]).toMatchObject({ selectionId: draw.id, odds: '3.60' })
  })

  it('shows the odds in the format the player chose', () => {
    renderButtons(new Map(), { count: 0 })
    act(() => client.oddsFormat.set('american'))
    expect(screen.getByRole('button', { name: 'Kingsmere United, Match result, odds +110' })).toBeVisible()
    act(() => client.oddsFormat.set('fractional'))
    expect(screen.getByRole('button', { name: 'Kingsmere United, Match result, odds 11/10' })).toBeVisible()
  })
})
