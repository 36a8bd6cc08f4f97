import { utf8Encoder } from './aes-backend'
import { md5Hex } from './md5'

/**
 * The password as it travels: lowercase hex MD5 of the lowercase hex MD5 of the UTF-8 text (PROTOCOL.md
 * section 4, spec section 5: "Passwords are sent hashed twice with MD5, never plain").
 */
export function md5x2(password: string): string {
  // A lone surrogate has no UTF-8 form: refused (URIError, as crypto-js's encoder did) rather than hashed as U+FFFD.
  if (/\p{Cs}/u.test(password)) throw new URIError('URI malformed')
  return md5Hex(utf8Encoder.encode(md5Hex(utf8Encoder.encode(password))))
}
