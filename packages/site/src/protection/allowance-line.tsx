import type { AllowanceKind } from '@sportsbook/sdk'
import { RemainingAllowance } from '@sportsbook/ui'
import { useAllowance } from './use-allowance'

/** The "left to deposit / wager" line of a money form, in the form's currency; nothing without a limit. */
export function AllowanceLine({
  kind,
  currencyCode,
}: {
  kind: AllowanceKind
  currencyCode: string | null | undefined
}) {
  const allowance = useAllowance(kind, currencyCode)
  return <RemainingAllowance allowance={allowance} data-testid={`allowance-${kind}`} />
}
