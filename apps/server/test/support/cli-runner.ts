import { runCli } from '../../src/cli/commands'
import type { TestServer } from './start-server'

/** The operator CLI (src/cli/commands.ts) against a test server's database: its exit code and what it printed. */
export async function runCliOn(server: TestServer, argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = []
  const { db, ledger, config } = server.ctx
  const code = await runCli(argv, { db, ledger, config, out: (line) => lines.push(line) })
  return { code, out: lines.join('\n') }
}
