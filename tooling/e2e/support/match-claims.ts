import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '../tests/fixtures'

// Stories run at once in several workers on one feed, and some hold or end the matches they bet on (the feed
// control, support/feed-control.ts): a story that took a match another story is holding or ending would see its
// live bet rejected or its order settled under it. The pickers claim each match they hand out, for the rest of the
// run, in a folder every worker of the run shares (playwright.config.ts E2E_CLAIMS_DIR): a file per match, created
// only if absent, holding the claiming test's id.

function claimsDir(): string {
  const dir = process.env.E2E_CLAIMS_DIR
  if (!dir) throw new Error('E2E_CLAIMS_DIR is not set (playwright.config.ts sets it for the run)')
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * Claims match `matchId` for the running test: true when it is now the test's (claimed just now, or earlier by
 * the same test), false when another test holds it.
 */
export function claimMatch(matchId: number): boolean {
  const owner = test.info().testId
  const file = join(claimsDir(), String(matchId))
  try {
    const fd = openSync(file, 'wx')
    try {
      writeSync(fd, owner)
    } finally {
      closeSync(fd)
    }
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Created by another worker a moment ago: its id may not be written yet, which reads as someone else's.
    return readFileSync(file, 'utf8') === owner
  }
}

/** The first `count` of `items` (in order) whose match this test could claim; claimed. */
export function claimFirst<T>(items: readonly T[], count: number, matchIdOf: (item: T) => number): T[] {
  const claimed: T[] = []
  for (const item of items) {
    if (claimed.length === count) break
    if (claimMatch(matchIdOf(item))) claimed.push(item)
  }
  return claimed
}
