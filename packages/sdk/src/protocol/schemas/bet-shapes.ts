// The order shapes and the answers of the Bets and stats paths, in three modules: orders,
// sharing, member stats. A barrel only: the modules import each other directly, never through it (no cycle).
export * from './member-stat-shapes'
export * from './order-shapes'
export * from './share-shapes'
