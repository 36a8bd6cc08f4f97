import { describe, expect, it } from 'vitest'
import { batchCommands, runCliBatch } from '../src/cli/batch'
import type { CliDeps } from '../src/cli/commands'

// `sportsbook-server batch` (src/cli/batch.ts): many operator commands on one opening of the database.
const deps = {} as CliDeps

describe('cli batch', () => {
  it('reads one command a line, skipping blank and comment lines', () => {
    expect(
      batchCommands('operator create ops1 --product 800001\n\n# a comment\n  invitation  alice \n'),
    ).toEqual([
      ['operator', 'create', 'ops1', '--product', '800001'],
      ['invitation', 'alice'],
    ])
  })

  it('runs the commands in order and stops at the first that fails, with its exit code', async () => {
    const ran: string[][] = []
    const run = async (argv: string[]) => {
      ran.push(argv)
      return argv[0] === 'debit' ? 1 : 0
    }
    expect(await runCliBatch('credit a 1 USD\ndebit a 5 USD\ncredit b 1 USD\n', deps, [], run)).toBe(1)
    expect(ran).toEqual([
      ['credit', 'a', '1', 'USD'],
      ['debit', 'a', '5', 'USD'],
    ])
    expect(await runCliBatch('credit a 1 USD\n', deps, [], run)).toBe(0)
  })

  it('batch --product is the brand of every line that names none; any other option is refused', async () => {
    const ran: string[][] = []
    const run = async (argv: string[]) => {
      ran.push(argv)
      return 0
    }
    const script = 'operator create ops1\noperator create ops2 --product 800002\n'
    expect(await runCliBatch(script, deps, ['--product', '800001'], run)).toBe(0)
    expect(ran).toEqual([
      ['operator', 'create', 'ops1', '--product', '800001'],
      ['operator', 'create', 'ops2', '--product', '800002'],
    ])
    const out: string[] = []
    expect(await runCliBatch(script, { ...deps, out: (line) => out.push(line) }, ['--brand', '1'], run)).toBe(
      2,
    )
    expect(out.join('\n')).toContain('batch [--product <productNo>]')
    expect(ran).toHaveLength(2)
  })
})
