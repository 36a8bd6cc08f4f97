/**
 * `api/sysinit`, a row of the Matches section kept apart: every page reads it first (the language list, currencies,
 * brand settings), so the SDK's core carries this row without the rest of the section. Open to all: a page needs it
 * before it has any session.
 */
export const sysinitRow = ['api/sysinit', { auth: 'none', encoding: 'get', answerCipher: 'ts' }] as const
