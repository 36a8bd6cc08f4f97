export { createSeqGate, type SeqGate } from './seq-gate'
export { createSocketLink, type SocketLink, type SocketLinkOptions } from './socket-link'
export { reconnectPolicy, type SocketKind, socketMessages, socketPaths, socketQuery } from './socket-options'
