export { addAmounts, compareAmounts, floorToScale, multiplyAmount, subtractAmounts } from './amounts'
export { compactAmount, displayBalance, visibleBalanceEntries } from './balance'
export { groupDigits } from './group-digits'
