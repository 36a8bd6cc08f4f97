import { useCallback, useRef, useState } from 'react'

/**
 * State that a parent may own (`value` + `onChange`) or leave to the component (`defaultValue`), in the manner of
 * Radix's useControllableState: a component behaves the same either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined
  defaultValue: T
  onChange?: ((next: T) => void) | undefined
}): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : own
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const currentRef = useRef(current)
  currentRef.current = current

  const set = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return
      if (!controlled) setOwn(next)
      onChangeRef.current?.(next)
    },
    [controlled],
  )
  return [current, set]
}

/** The open state props of a dialog or a disclosure, controlled or not. */
export interface OpenStateProps {
  /** Controlled open state. */
  open?: boolean
  /** Open state of an uncontrolled component at first render. */
  defaultOpen?: boolean
  /** Called with the new open state (a dialog's Escape, close button or backdrop; a disclosure's toggle). */
  onOpenChange?: (open: boolean) => void
}

/**
 * The open state of a dialog or a disclosure from its props: controlled by `open` with `onOpenChange`, or its own
 * from `defaultOpen` (closed when neither is given).
 */
export function useOpenState(props: {
  open: boolean | undefined
  defaultOpen: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
}): [boolean, (next: boolean) => void] {
  return useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
}
