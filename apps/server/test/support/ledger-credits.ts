import type { Ledger } from '../../src/ledger/ledger'

/**
 * Money from outside the book to a member's account, in one ledger transfer of `kind` (an operator's credit, or a
 * deposit as the payment notification credits it): how a test funds a member without the path it is testing.
 */
export function creditMember(
  ledger: Ledger,
  memberId: number,
  amount: string,
  currency = 'USD',
  kind: 'operator-credit' | 'deposit' = 'operator-credit',
) {
  return ledger.transferNow({
    kind,
    entries: [
      { account: { kind: 'external', currency }, amount: `-${amount}` },
      { account: { kind: 'member', memberId, currency }, amount },
    ],
  })
}

/** A withdrawal paid out, as the ledger moves one: held (member to frozen), then posted (frozen to outside). */
export async function payWithdrawal(ledger: Ledger, memberId: number, amount: string, currency = 'USD') {
  const holder = { memberId, currency }
  await ledger.transferNow({
    kind: 'withdrawal-hold',
    entries: [
      { account: { kind: 'member', ...holder }, amount: `-${amount}` },
      { account: { kind: 'frozen', ...holder }, amount },
    ],
  })
  await ledger.transferNow({
    kind: 'withdrawal-post',
    entries: [
      { account: { kind: 'frozen', ...holder }, amount: `-${amount}` },
      { account: { kind: 'external', currency }, amount },
    ],
  })
}
