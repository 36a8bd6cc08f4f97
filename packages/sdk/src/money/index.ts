export { addAmounts, compareAmounts, floorToScale, subtractAmounts } from './amounts'
export { compactAmount, displayBalance, visibleBalanceEntries } from './balance'
export { groupDigits } from './group-digits'
