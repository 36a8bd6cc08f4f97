// @sportsbook/ui: React components of the sportsbook and the React bindings of @sportsbook/sdk.
// Every export is named in one of the groups below; styles ship separately as '@sportsbook/ui/styles.css'.

export * from './exports/account'
export * from './exports/betting'
export * from './exports/bindings'
export * from './exports/cashier'
export * from './exports/copy'
export * from './exports/games'
export * from './exports/i18n'
export * from './exports/market'
export * from './exports/operations'
export * from './exports/protection'
export * from './exports/site'
