import { describe, expect, it } from 'vitest'
import { catalogue, routeOf } from '../src/protocol'

describe('catalogue', () => {
  it('routes relative and absolute paths to one leading-slash route', () => {
    expect(routeOf(catalogue.matches.list)).toBe('/match/list')
    expect(routeOf(catalogue.session.userCreate)).toBe('/app/api/visitor/create')
  })
})
