export { createCallLayer } from './call-layer'
export type { UploadProgress } from './progress-fetch'
export type { CallLayer, CallLayerOptions, CallOptions, SessionCredentials } from './types'
