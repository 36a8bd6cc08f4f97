// The order shapes and the answers of the Bets and stats paths, in six modules: orders, what placing and cashing out
// answer, order sums, the ledger, sharing, member stats. A barrel only: the modules import each other directly, never
// through it (no cycle).
export * from './ledger-shapes'
export * from './member-stat-shapes'
export * from './order-placement-shapes'
export * from './order-shapes'
export * from './order-sum-shapes'
export * from './share-shapes'
