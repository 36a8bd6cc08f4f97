import type { Sportsbook } from '@sportsbook/sdk'
import { createStore, type ReadableStore } from '@sportsbook/sdk/store'
import type { BrandConfig } from '../brand-config'

export type ProductCheckState =
  | { status: 'pending' | 'ok' }
  | { status: 'mismatch'; expected: number; actual: number | string }

export interface ProductCheck extends ReadableStore<ProductCheckState> {
  run(): void
}

/**
 * The server names the brand of this address (`setUserType`, spec section 1); an app that gets another product
 * number than its own shows a configuration error, never another brand's page (DESIGN.md section 3). An
 * unreachable server leaves the check pending: the pages say so themselves.
 */
export function createProductCheck(sportsbook: Sportsbook, brand: BrandConfig): ProductCheck {
  const store = createStore<ProductCheckState>({ status: 'pending' })
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    run() {
      sportsbook.api.session
        .setUserType({ domainType: 3 })
        .then(({ productNo }) => {
          const actual = Number(productNo)
          store.setState(
            actual === brand.productNo
              ? { status: 'ok' }
              : { status: 'mismatch', expected: brand.productNo, actual },
          )
        })
        .catch(() => undefined)
    },
  }
}
