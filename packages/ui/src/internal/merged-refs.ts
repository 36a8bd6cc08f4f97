import { type Ref, type RefCallback, useCallback } from 'react'

/**
 * One ref callback that fills a component's own ref and the one its caller passed (React 19 passes `ref` as a
 * prop), so both see the same element.
 */
export function useMergedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      const cleanups = refs.map((ref) => {
        if (typeof ref === 'function') return ref(element)
        if (ref) ref.current = element
        return undefined
      })
      return () => {
        refs.forEach((ref, index) => {
          const cleanup = cleanups[index]
          if (typeof cleanup === 'function') cleanup()
          else if (typeof ref === 'function') ref(null)
          else if (ref) ref.current = null
        })
      }
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
    refs,
  )
}
