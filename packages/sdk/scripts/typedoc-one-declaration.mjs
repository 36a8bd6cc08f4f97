// A TypeDoc plugin for the protocol's shapes. Every field of a type valibot infers (`v.InferOutput<typeof schema>`)
// is a property of an intersection whose two halves both point at the schema's one field: TypeScript lists that
// field's declaration twice, and TypeDoc 0.28 reads the two as two comments and warns "has multiple declarations
// with a comment" for each field of each shape. Listing each declaration once before TypeDoc reads a symbol's
// comment leaves the warning for symbols that really have two commented declarations.
import { Context } from 'typedoc'

/** @param {import('typedoc').Application} _app */
export function load(_app) {
  const getComment = Context.prototype.getComment
  Context.prototype.getComment = function (symbol, kind) {
    const declarations = symbol.declarations
    if (declarations && new Set(declarations).size < declarations.length) {
      symbol.declarations = [...new Set(declarations)]
    }
    return getComment.call(this, symbol, kind)
  }
}
