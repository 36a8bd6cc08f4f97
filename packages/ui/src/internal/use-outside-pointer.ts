import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react'

/**
 * While `open`, a pointer pressed anywhere outside `root` closes it (`setOpen(false)`): a menu or a list gives way
 * as soon as the page is used elsewhere. `setOpen` is a state setter, so the listener is added once per opening.
 */
export function useCloseOnOutsidePointer(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: Dispatch<SetStateAction<boolean>>,
) {
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, root, setOpen])
}
