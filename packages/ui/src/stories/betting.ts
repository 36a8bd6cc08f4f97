// Sample data of the betting stories and tests: matches as match/list sends them, slips, orders.
export * from './matches'
export * from './orders'
export * from './slips'
