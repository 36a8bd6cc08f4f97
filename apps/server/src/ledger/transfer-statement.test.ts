import { describe, expect, it } from 'vitest'
import { type TransferLead, type TransferStatementInput, transferStatement } from './transfer-statement'

const lead = (values: unknown[], linksOrder = false): TransferLead => ({
  sql: 'lead AS (INSERT INTO probe (a, b) SELECT $1::text, $2::int FROM ledger_funded RETURNING id)',
  params: values,
  memoPrefix: 'probe:',
  linksOrder,
})

function input(amount: string, withLead: TransferLead | undefined, entries = 2): TransferStatementInput {
  return {
    entries: Array.from({ length: entries }, (_, index) => ({
      accountId: 10 + index,
      amount: index === 0 ? `-${amount}` : amount,
    })),
    kind: 'probe',
    memo: `memo ${amount}`,
    idempotencyKey: `key ${amount}`,
    currencyCode: 'DEMO',
    signature: `signed ${amount}`,
    orderId: 7,
    lead: withLead,
  }
}

/** The placeholder numbers in the text, sorted and without repeats. */
const placeholders = (sql: string) =>
  [...new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b)

describe('transferStatement', () => {
  it('sends one text for every transfer of a shape, each with its own values', () => {
    const first = transferStatement(input('1.00', lead(['a', 1])))
    const second = transferStatement(input('2.50', lead(['b', 2])))
    // The same string, not an equal one: postgres.ts finds its prepared statement by it without hashing 3 KB again.
    expect(second.sql).toBe(first.sql)
    expect(first.params).not.toEqual(second.params)
    expect(transferStatement(input('1.00', lead(['a', 1]), 3)).sql).not.toBe(first.sql)
    expect(transferStatement(input('1.00', undefined)).sql).not.toBe(first.sql)
    expect(transferStatement(input('1.00', lead(['a', 1], true))).sql).not.toBe(first.sql)
  })

  it('numbers every value once, in the order of the values, with and without a lead', () => {
    for (const withLead of [lead(['a', 1]), lead(['a', 1], true), undefined]) {
      for (const entries of [1, 2, 5]) {
        const { sql, params } = transferStatement(input('3.00', withLead, entries))
        expect(placeholders(sql)).toEqual(params.map((_, index) => index + 1))
        // The values after the lead's: each entry's account and amount, the ids, the memo, then the transfer's row
        // and the order it belongs to.
        const start = withLead ? 2 : 0
        expect(params.slice(start, start + 2)).toEqual([10, '-3.00'])
        expect(params.slice(start + 2 * entries)).toEqual([
          Array.from({ length: entries }, (_, index) => 10 + index),
          withLead ? 'probe:' : 'memo 3.00',
          'probe',
          'key 3.00',
          'DEMO',
          'signed 3.00',
          // A lead that is an order links the transfer to its own id, not to a value.
          ...(withLead?.linksOrder ? [] : [7]),
        ])
      }
    }
  })
})
