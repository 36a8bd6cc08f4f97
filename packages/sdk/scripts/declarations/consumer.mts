// An ESM integrator's module (Node, no DOM library, exactOptionalPropertyTypes, skipLibCheck off): every entry's
// declarations must compile here, and name the same types as under require (consumer.cts).
import type * as sdk from '@sportsbook/sdk'
import * as protocol from '@sportsbook/sdk/protocol'
import * as fairness from '@sportsbook/sdk/protocol/provably-fair'
import * as schemas from '@sportsbook/sdk/protocol/schemas'
import * as store from '@sportsbook/sdk/store'
import type { ApiError as RequiredApiError } from './consumer.cjs'

export const status: sdk.SessionState['status'] = 'idle'
export const isName: (text: string) => boolean = protocol.isUsername
export const hash: (seed: string) => string = fairness.serverSeedHashOf
export const userInfo = schemas.userInfoSchema
export const counter = store.createStore(0)
export const selection = (slip: sdk.BetSlipState): sdk.BetSelection | undefined => slip.selections[0]
// One declaration of each class under import and require.
export const sameError = (error: sdk.ApiError): RequiredApiError => error
