// The types of the stylesheet subpaths (`import '@sportsbook/ui/styles.css'`): nothing, but declared, so that
// TypeScript and attw resolve them in every resolution mode (CommonJS declarations: a CommonJS caller may
// require them too).
export {}
