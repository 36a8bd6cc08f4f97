// Standard base64 (RFC 4648 section 4) over bytes, on the platform's own atob/btoa. The match list answer is
// about 1 MB, so bytes become text in 32 KB chunks, never one character at a time onto a growing string.

const chunk = 0x8000

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let i = 0; i < bytes.length; i += chunk) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + chunk) as unknown as number[]))
  }
  return btoa(parts.join(''))
}

/**
 * Strict where atob forgives: a cipher text from the server is padded and has no whitespace, so the decoded
 * length must be exactly what the text's length promises. atob itself throws on any other character.
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 !== 0) throw new SyntaxError('invalid base64 length')
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  let binary: string
  try {
    binary = atob(text)
  } catch {
    throw new SyntaxError('invalid base64 character')
  }
  if (binary.length !== (text.length / 4) * 3 - padding) throw new SyntaxError('invalid base64')
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
