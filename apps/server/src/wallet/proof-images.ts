import { codes, maxProofBytes, maxProofPixels } from '@sportsbook/sdk/protocol'
import sharp from 'sharp'
import { BusinessError } from '../errors'

export type ProofFormat = 'png' | 'jpeg' | 'webp'

export interface CleanImage {
  format: ProofFormat
  contentType: string
  data: Buffer
}

const contentTypes: Record<ProofFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }

/** 1000 on `file`, saying what a proof may be (a bare "invalid field" left players guessing). */
export function proofRefused(): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'proofNotImage', { field: 'file' })
}

/** The format by the file's first bytes: never by its name or the content type it was sent with. */
export function sniffFormat(data: Buffer): ProofFormat | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png'
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}

/**
 * A proof image made safe to keep (PROTOCOL.md section 8): png, jpeg or webp by its magic bytes, at most 5 MiB,
 * at most 40 megapixels as its header says (read before anything is decoded, so a small file that would expand
 * into gigabytes is refused unread), then decoded and encoded again in its own format, which drops every
 * metadata block (EXIF with GPS, comments, ICC text): what is kept is pixels only. Anything else is
 * `proofRefused`.
 */
export async function cleanProofImage(data: Buffer): Promise<CleanImage> {
  if (data.length === 0 || data.length > maxProofBytes) throw proofRefused()
  const format = sniffFormat(data)
  if (!format) throw proofRefused()
  const options = { limitInputPixels: maxProofPixels, failOn: 'error' as const, animated: false }
  let width: number | undefined
  let height: number | undefined
  let declared: string | undefined
  try {
    ;({ width, height, format: declared } = await sharp(data, options).metadata())
  } catch {
    throw proofRefused()
  }
  if (declared !== format || !width || !height || width * height > maxProofPixels) throw proofRefused()
  try {
    // rotate() applies the EXIF orientation first, so the picture keeps its look once the tag is gone.
    const image = sharp(data, options).rotate()
    const encoded =
      format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? image.jpeg({ quality: 90, mozjpeg: true })
          : image.webp({ quality: 90 })
    const clean = await encoded.toBuffer()
    return { format, contentType: contentTypes[format], data: clean }
  } catch {
    throw proofRefused()
  }
}
