import type { ComponentPropsWithRef } from 'react'

/** Props of {@link SubmitButton}: a `button`'s, and `busy` while the form's call runs. */
export type SubmitButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & { busy: boolean }

/**
 * A form's submit button: disabled while the form's call runs, and `aria-busy` then so assistive technology says
 * why (the account forms and dialogs).
 */
export function SubmitButton({ busy, className = 'sb-button', ...rest }: SubmitButtonProps) {
  return (
    <button {...rest} type="submit" className={className} disabled={busy} aria-busy={busy || undefined} />
  )
}
