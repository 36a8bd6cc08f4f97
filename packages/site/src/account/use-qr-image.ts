import { useEffect, useState } from 'react'

/**
 * The QR code of an `otpauth://` URL as a data URL, drawn by `qrcode` (PROTOCOL.md section 13, two-step setup).
 * The library loads with the first setup, never with the account page's first render.
 */
export function useQrImage(otpauthUrl: string | null): string | undefined {
  const [image, setImage] = useState<{ url: string; data: string } | undefined>()
  useEffect(() => {
    if (!otpauthUrl) return
    let current = true
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(otpauthUrl, { margin: 1, width: 180, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (current) setImage({ url: otpauthUrl, data })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [otpauthUrl])
  return image?.url === otpauthUrl ? image.data : undefined
}
