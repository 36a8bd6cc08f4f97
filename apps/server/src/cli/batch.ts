import { type CliDeps, runCli } from './commands'

/**
 * `sportsbook-server batch`: the commands of standard input, one per line (arguments split on spaces, `#` starts
 * a comment line), run in order on one opening of the database. PGlite takes seconds to open, so a script that
 * seeds many rows (the end-to-end suite's operators and credit lines) pays that once. Stops at the first command
 * that fails and resolves its exit code.
 */
export function batchCommands(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
}

export async function runCliBatch(text: string, deps: CliDeps, run: typeof runCli = runCli): Promise<number> {
  for (const argv of batchCommands(text)) {
    const code = await run(argv, deps)
    if (code !== 0) return code
  }
  return 0
}
