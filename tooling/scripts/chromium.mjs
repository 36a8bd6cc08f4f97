// Debian's Chromium, never a downloaded browser, with the flags that keep it off this machine's closed network
// (TOOLCHAIN.md). The end-to-end suite, the benchmarks and the examples' check all launch it from here.
import { existsSync } from 'node:fs'

/** The browser's path: CHROME_PATH, else Debian's package. The benchmarks measure this one, as players run it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const headlessShell = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser of the test suites (end-to-end and the examples' check): CHROME_PATH, else Debian's old headless
 * shell of the same Chromium (package chromium-headless-shell, which `.ci/run` installs), else the full browser.
 * The same Blink renders the pages, without the full browser's headless windowing: on two cores it takes about
 * half the browser's CPU of a suite, most of what the end-to-end suite spends.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath)

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
