import { createRef, type RefObject, useState } from 'react'

/**
 * The check every account form runs on submit: what is wrong shows under its field at once, and
 * the first field in the form's order with a message takes the focus, so a keyboard or screen-reader user lands
 * on it. `check` answers true when nothing is wrong.
 */
export function useFieldErrors<Field extends string, Message = string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({})
  const [refs] = useState(
    () =>
      Object.fromEntries(order.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        Field,
        RefObject<HTMLInputElement | null>
      >,
  )
  const check = (found: Partial<Record<Field, Message>>): boolean => {
    setErrors(found)
    const first = order.find((field) => found[field] !== undefined)
    if (first === undefined) return true
    refs[first].current?.focus()
    return false
  }
  return { errors, setErrors, refs, check }
}
