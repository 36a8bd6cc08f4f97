import type { Ref } from 'react'
import { withRef } from '../../internal/with-ref'
import { TextField, type TextFieldProps } from '../field/TextField'

/** Keeps the digits of what was typed or pasted, at most six (a code read aloud or pasted with spaces). */
export function cleanCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6)
}

/**
 * A six-digit code field (a mailed code, an authenticator's code): digits only, the phone's number pad. No
 * `maxLength`: a code pasted with spaces ("123 456") would be cut before its digits are kept.
 */
export const CodeField = /* @__PURE__ */ withRef(function CodeField({
  ref,
  onValueChange,
  ...rest
}: Omit<TextFieldProps, 'type' | 'inputMode'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      spellCheck={false}
      onValueChange={(value) => onValueChange(cleanCode(value))}
      {...rest}
    />
  )
})
