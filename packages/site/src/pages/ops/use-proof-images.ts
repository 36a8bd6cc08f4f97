import type { OperatorCollection } from '@sportsbook/sdk/protocol'
import { useSportsbook } from '@sportsbook/ui'
import { useEffect, useRef, useState } from 'react'

/**
 * The proof images of the shown collections as object URLs (`null` while one loads), read once per proof and
 * released when the console goes away. The image answer needs the session, so an `<img src>` to the path would
 * not do: it is read with the SDK and shown from memory.
 */
export function useProofImages(collections: readonly OperatorCollection[]): Map<string, string | null> {
  const sportsbook = useSportsbook()
  const [images, setImages] = useState(() => new Map<string, string | null>())
  const asked = useRef(new Map<string, string | null>())
  const key = collections
    .flatMap((item) => Array.from({ length: item.proofCount }, (_, index) => `${item.id}:${index}`))
    .join(',')

  useEffect(() => {
    let live = true
    const publish = () => live && setImages(new Map(asked.current))
    for (const proof of key ? key.split(',') : []) {
      if (asked.current.has(proof)) continue
      asked.current.set(proof, null)
      const [id, index] = proof.split(':').map(Number) as [number, number]
      sportsbook.wallet.proofImage({ id, index }).then(
        (blob) => {
          asked.current.set(proof, URL.createObjectURL(blob))
          publish()
        },
        () => {
          // Asked again with the next poll.
          asked.current.delete(proof)
        },
      )
    }
    publish()
    return () => {
      live = false
    }
  }, [key, sportsbook])

  useEffect(() => {
    const kept = asked.current
    return () => {
      for (const url of kept.values()) if (url) URL.revokeObjectURL(url)
    }
  }, [])
  return images
}
