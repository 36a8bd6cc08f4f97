import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react'

/**
 * Props of {@link SelectField}; any other prop of a `select` (`name`, `disabled`, `aria-*`, `data-*`, `ref`) goes
 * to the select itself, as with {@link TextField}'s input.
 */
export interface SelectFieldProps<Value extends string | number>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The visible label, also the select's accessible name. */
  label: ReactNode
  value: Value
  /** The choices, in the order shown. */
  options: readonly Value[]
  /** What a choice reads as. */
  optionLabel: (option: Value) => ReactNode
  /** Receives the chosen option as it is in `options` (a number stays a number). */
  onValueChange: (value: Value) => void
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select of a form's fields, in the fields' layout (`sb-field`). */
export function SelectField<Value extends string | number>({
  label,
  value,
  options,
  optionLabel,
  onValueChange,
  className,
  ...selectProps
}: SelectFieldProps<Value>) {
  const generatedId = useId()
  const id = selectProps.id ?? generatedId
  return (
    <div className={className ? `sb-field ${className}` : 'sb-field'}>
      <label className="sb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="sb-field__input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.currentTarget.value)
          if (chosen !== undefined) onValueChange(chosen)
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
