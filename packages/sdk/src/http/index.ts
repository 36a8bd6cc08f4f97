export { createCallLayer } from './call-layer'
export type { CallLayer, CallLayerOptions, CallOptions, SessionCredentials } from './types'
