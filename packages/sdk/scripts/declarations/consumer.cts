// A CommonJS integrator's module: the same declarations through require.
import sdk = require('@sportsbook/sdk')
import protocol = require('@sportsbook/sdk/protocol')
import fairness = require('@sportsbook/sdk/protocol/provably-fair')
import schemas = require('@sportsbook/sdk/protocol/schemas')
import store = require('@sportsbook/sdk/store')

export type ApiError = sdk.ApiError
export const status: sdk.SessionState['status'] = 'idle'
export const isName: (text: string) => boolean = protocol.isUsername
export const hash: (seed: string) => string = fairness.serverSeedHashOf
export const userInfo = schemas.userInfoSchema
export const counter = store.createStore(0)
