// The market section's chunk: its paths and the peer market's money movements, which call nothing but these
// paths, so their code downloads with them rather than with the client.

export { createMarketActions } from '../../market/market-actions'
export { marketPaths } from '../../protocol/catalogue/market'
