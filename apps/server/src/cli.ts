import { ServerBus } from './bus'
import { runCliBatch } from './cli/batch'
import { runCli, usage } from './cli/commands'
import { loadConfig } from './config'
import { openDatabase } from './db'
import { createLedger } from './ledger/ledger'

// `sportsbook-server <command>` (node dist/cli.js, or `pnpm --filter @sportsbook/server cli -- <command>`).
// A running server does not hear these movements on its bus: its clients see them at their next balance read.
const argv = process.argv.slice(2)
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage)
  process.exit(0)
}
const config = loadConfig()
const db = await openDatabase(config)
const deps = {
  db,
  ledger: createLedger(db, new ServerBus()),
  config,
  out: (line: string) => console.log(line),
}
try {
  process.exitCode =
    argv[0] === 'batch'
      ? await runCliBatch(await standardInput(), deps, argv.slice(1))
      : await runCli(argv, deps)
} finally {
  await db.close()
}

async function standardInput(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  return text
}
