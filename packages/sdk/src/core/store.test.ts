import { describe, expect, it } from 'vitest'
import { createStore } from './store'

describe('store', () => {
  it('a new subscriber hears the current state at once, then each new state', () => {
    const store = createStore(1)
    store.setState(2)
    const heard: number[] = []
    const stop = store.subscribe((state) => heard.push(state))
    expect(heard).toEqual([2])
    store.setState((previous) => previous + 1)
    store.setState(3)
    stop()
    store.setState(4)
    expect(heard).toEqual([2, 3])
  })
})
