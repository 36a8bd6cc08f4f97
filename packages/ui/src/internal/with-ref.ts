import { type ForwardedRef, forwardRef, type ReactNode } from 'react'

type Render = (props: object) => ReactNode

/**
 * Lets a component that reads `ref` from its props (React 19's way) receive it on React 18 too, where a function
 * component never sees `ref` unless forwardRef hands it over. The result is typed as the render function, so a
 * generic component keeps its type parameters (a function type as the constraint would instantiate them); React
 * renders it as a forwardRef component on both versions.
 */
export function withRef<F extends object>(render: F): F {
  const forwarded = (props: object, ref: ForwardedRef<unknown>) =>
    (render as unknown as Render)(ref === null ? props : { ...props, ref })
  Object.defineProperty(forwarded, 'name', { value: (render as unknown as Render).name })
  return forwardRef(forwarded) as unknown as F
}
