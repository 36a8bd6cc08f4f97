import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react'
import { withRef } from '../../internal/with-ref'

/**
 * Props of {@link TextField}; any other prop of an `input` (`name`, `id`, `aria-*`, `data-*`, `ref`) goes to the
 * input itself, the element an integrator focuses and reads, as with a native input.
 */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode
  value: string
  /** Receives the new text; a field that cleans its input (credentials) passes the cleaned text back as value. */
  onValueChange: (value: string) => void
  /** An error under the input; the input is then marked invalid and described by it. */
  error?: ReactNode
  /** A hint under the input, read with it. */
  hint?: ReactNode
  /** A password input gets a button that shows and hides the text. */
  revealable?: boolean
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its hint and error wired to it for assistive technology. */
export const TextField = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function TextField({
    label,
    value,
    onValueChange,
    error,
    hint,
    revealable = false,
    type = 'text',
    className,
    ref,
    ...inputProps
  }: TextFieldProps) {
    const { t } = useLingui()
    // An integrator's id and description are kept: the label, hint and error are wired around them.
    const generatedId = useId()
    const id = inputProps.id ?? generatedId
    const [revealed, setRevealed] = useState(false)
    const hintId = `${id}-hint`
    const errorId = `${id}-error`
    const describedBy =
      [inputProps['aria-describedby'], hint ? hintId : null, error ? errorId : null]
        .filter(Boolean)
        .join(' ') || undefined
    return (
      <div className={className ? `sb-field ${className}` : 'sb-field'} data-invalid={error ? '' : undefined}>
        <label className="sb-field__label" htmlFor={id}>
          {label}
        </label>
        <div className="sb-field__control">
          <input
            {...inputProps}
            ref={ref}
            id={id}
            type={revealable && revealed ? 'text' : type}
            className="sb-field__input"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.currentTarget.value)}
          />
          {revealable ? (
            <button
              type="button"
              className="sb-field__reveal"
              aria-pressed={revealed}
              aria-label={t`Show password`}
              onClick={() => setRevealed((shown) => !shown)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path
                  fill="currentColor"
                  d={
                    revealed
                      ? 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 100 8 4 4 0 000-8z'
                      : 'M3.3 2 2 3.3l3.2 3.2C3.6 7.8 2.5 9.9 2 12c1 2.5 5 7 10 7 1.8 0 3.4-.5 4.8-1.3l3.9 3.9L22 20.3zM12 5c-.9 0-1.8.1-2.6.4l2 2A4 4 0 0116.6 12.6l3.2 3.2c1-1.1 1.8-2.4 2.2-3.8-1-2.5-5-7-10-7z'
                  }
                />
              </svg>
            </button>
          ) : null}
        </div>
        {hint ? (
          <p id={hintId} className="sb-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="sb-field__error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }),
  { displayName: 'TextField' },
)
