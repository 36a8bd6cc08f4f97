// Imported by module, never crypto-js whole, with the `.js` file name because crypto-js has no `exports` map and
// Node's ESM loader would not find `crypto-js/md5`.
import Hex from 'crypto-js/enc-hex.js'
import Utf8 from 'crypto-js/enc-utf8.js'
import MD5 from 'crypto-js/md5.js'

/**
 * The password as it travels: lowercase hex MD5 of the lowercase hex MD5 of the UTF-8 text, so a password
 * never travels plain.
 */
export function md5x2(password: string): string {
  return MD5(MD5(Utf8.parse(password)).toString(Hex)).toString(Hex)
}
