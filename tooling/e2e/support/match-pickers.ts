import type { Page } from '@playwright/test'
import { expect } from '../tests/fixtures'
import type { BetsTexts } from './bets-texts'
import { claimFirst } from './match-claims'

// The matches the bets suites pick from #/index, as a player reads the list: live ones with time left, upcoming
// ones, and one whose prices hold still long enough to bet.

/** A match row of #/index as the pickers below read it. */
interface RowRead {
  fixture: string
  matchId: number
  /** The live clock's minute (stoppage time added), or -1. */
  minute: number
  /** Prices shown and open now. */
  open: number
  /** Open 1X2 prices. */
  open1x2: number
}

function readRows(page: Page, state: 'live' | 'upcoming'): Promise<RowRead[]> {
  return page.locator(`article.sb-match-row[data-state="${state}"]`).evaluateAll((articles) =>
    articles.map((article) => {
      const clock = /(\d+)(?:\s*\+\s*(\d+))?/.exec(
        article.querySelector('.sb-score__clock')?.textContent ?? '',
      )
      const link = /#\/match\/(\d+)$/.exec(
        article.querySelector('a.sb-match-row__link')?.getAttribute('href') ?? '',
      )
      return {
        fixture: article.getAttribute('aria-label') ?? '',
        matchId: link ? Number(link[1]) : Number.NaN,
        minute: clock ? Number(clock[1]) + Number(clock[2] ?? 0) : -1,
        open: [...article.querySelectorAll('.sb-odds-button:enabled')].filter((button) =>
          button.checkVisibility(),
        ).length,
        open1x2: article.querySelectorAll('[data-type="1x2"] .sb-odds-button:enabled').length,
      }
    }),
  )
}

/** Polls the rows until `pick` finds `count` of them that this test could claim (support/match-claims.ts); their names. */
async function pickRows(
  page: Page,
  state: 'live' | 'upcoming',
  count: number,
  pick: (rows: RowRead[]) => RowRead[],
): Promise<string[]> {
  let found: string[] = []
  await expect
    .poll(
      async () => {
        found = claimFirst(pick(await readRows(page, state)), count, (row) => row.matchId).map(
          (row) => row.fixture,
        )
        return found.length
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(count)
  return found
}

/**
 * `count` football matches of #/index's Live tab that no other story claimed, by most play left (the feed runs
 * FEED_SPEED times faster: a minute of play is a second at 60), each with a price open now; their names. None past
 * the 60th minute: the story ends its matches through the feed control, and until then none may reach full time by
 * itself while a loaded machine is still placing and checking the bets.
 */
export function liveMatchesWithTimeLeft(page: Page, count: number): Promise<string[]> {
  return pickRows(page, 'live', count, (rows) =>
    rows
      .filter((row) => row.open > 0 && row.minute >= 0 && row.minute <= 60)
      .sort((a, b) => a.minute - b.minute),
  )
}

/**
 * The first `count` matches of #/index's Early tab (the coming days' matches: a hundred of them) that no other story
 * claimed, with their three 1X2 prices open; their names.
 */
export function upcomingMatches(page: Page, count: number): Promise<string[]> {
  return pickRows(page, 'upcoming', count, (rows) => rows.filter((row) => row.open1x2 === 3))
}

/**
 * An upcoming match whose prices were just moved by the feed, on #/index's Early tab (the matches of the coming
 * days: a hundred of them, where today's may be down to a few about to kick off): pre-match prices move every
 * three feed hours (apps/server/src/feed/state.ts), three wall minutes at FEED_SPEED 60, so its prices and any
 * cash-out offer on it hold still for the length of a test. It kicks off two feed hours or more after the first
 * match listed, so it stays upcoming as long. Its three 1X2 prices are open. Returns its name (the row's article).
 */
export async function steadyUpcomingMatch(page: Page, bets: BetsTexts): Promise<string> {
  const upcoming = page.locator('article.sb-match-row[data-state="upcoming"]')
  await page.getByRole('tab', { name: new RegExp(`^${bets.early}`) }).click()
  await expect(upcoming.first()).toBeVisible()
  const read = () =>
    upcoming.evaluateAll((articles) =>
      articles.map((article) => ({
        fixture: article.getAttribute('aria-label') ?? '',
        matchId: Number(
          /#\/match\/(\d+)$/.exec(
            article.querySelector('a.sb-match-row__link')?.getAttribute('href') ?? '',
          )?.[1],
        ),
        start: Date.parse(article.querySelector('time')?.getAttribute('datetime') ?? ''),
        odds: [...article.querySelectorAll('.sb-odds-button__odds')]
          .map((odds) => odds.textContent)
          .join(' '),
        open: article.querySelectorAll('[data-type="1x2"] .sb-odds-button:enabled').length,
      })),
    )
  const before = new Map((await read()).map((row) => [row.fixture, row.odds]))
  let chosen = ''
  await expect
    .poll(
      async () => {
        // A row whose match kicked off since the list was read shows the live clock, not its kick-off time.
        const rows = (await read()).filter((row) => Number.isFinite(row.start))
        const first = Math.min(...rows.map((row) => row.start))
        const moved = rows.filter(
          (row) =>
            before.has(row.fixture) &&
            before.get(row.fixture) !== row.odds &&
            row.start >= first + 2 * 3_600_000 &&
            row.open === 3,
        )
        chosen = claimFirst(moved, 1, (row) => row.matchId)[0]?.fixture ?? ''
        return chosen
      },
      { timeout: 60_000, intervals: [250] },
    )
    .not.toBe('')
  return chosen
}
