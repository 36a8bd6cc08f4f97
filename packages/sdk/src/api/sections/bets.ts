// The bets section's chunk: its paths and the cash out, which calls nothing but these paths, so its code
// downloads with them rather than with the client.
export { createOrderActions } from '../../bet-slip/cash-out'
export { betsPaths } from '../../protocol/catalogue/bets'
