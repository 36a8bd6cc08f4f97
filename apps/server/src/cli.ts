import { ServerBus } from './bus'
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
try {
  process.exitCode = await runCli(argv, {
    db,
    ledger: createLedger(db, new ServerBus()),
    config,
    out: (line) => console.log(line),
  })
} finally {
  await db.close()
}
