// The wallet section's chunk: its paths and the wallet's money movements, which call nothing but these paths
// (and the loan section's), so their code downloads with them rather than with the client.
export { walletPaths } from '../../protocol/catalogue/wallet'
export { createWalletActions } from '../../wallet/wallet-actions'
