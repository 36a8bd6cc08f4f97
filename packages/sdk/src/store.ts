// `@sportsbook/sdk/store`: the subscribable every SDK store is built on, for hosts that keep state of their own
// beside the SDK's and want it to behave the same way (a new subscriber hears the current state at once).
export { createStore, type ReadableStore, type WritableStore } from './core/store'
