// Debian's Chromium, never a downloaded browser, with the flags that keep it off this machine's closed network
// (TOOLCHAIN.md). The end-to-end suite, the benchmarks and the examples' check all launch it from here.

/** The browser's path: CHROME_PATH, else Debian's package. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
