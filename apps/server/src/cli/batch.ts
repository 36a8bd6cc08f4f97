import { type CliDeps, runCli, usage } from './commands'

/**
 * `sportsbook-server batch`: the commands of standard input, one per line (arguments split on spaces, `#` starts
 * a comment line), run in order on one opening of the database. PGlite takes seconds to open, so a script that
 * seeds many rows (the end-to-end suite's operators and credit lines) pays that once. Stops at the first command
 * that fails and resolves its exit code. `batch --product <no>` is the brand of every line that names none.
 */
export function batchCommands(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
}

export async function runCliBatch(
  text: string,
  deps: CliDeps,
  options: readonly string[] = [],
  run: typeof runCli = runCli,
): Promise<number> {
  const brand = options.length === 2 && options[0] === '--product' ? options : null
  if (options.length > 0 && !brand) {
    deps.out(usage)
    return 2
  }
  for (const argv of batchCommands(text)) {
    const code = await run(brand && !argv.includes('--product') ? [...argv, ...brand] : argv, deps)
    if (code !== 0) return code
  }
  return 0
}
