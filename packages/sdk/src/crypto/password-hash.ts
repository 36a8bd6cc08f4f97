/**
 * The password as it travels (md5x2), with its MD5 code loaded by the first password hashed: a client that only
 * browses or plays as a guest never downloads it, and the client's first chunk stays within its budget.
 */
export async function hashPassword(password: string): Promise<string> {
  const { md5x2 } = await import('./md5x2')
  return md5x2(password)
}
