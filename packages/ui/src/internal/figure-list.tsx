import type { ComponentPropsWithoutRef, ReactNode } from 'react'

/** One figure of a {@link FigureList}: its name, its value and the `data-field` its value carries. */
export interface Figure {
  label: ReactNode
  value: ReactNode
  field?: string
}

/** Figures as a description list, one `div` of a name (`dt`) and a value (`dd`) each; other props go to the `dl`. */
export function FigureList({
  figures,
  ...rest
}: { figures: readonly Figure[] } & ComponentPropsWithoutRef<'dl'>) {
  return (
    <dl {...rest}>
      {figures.map((figure, index) => (
        <div key={figure.field ?? index}>
          <dt>{figure.label}</dt>
          <dd data-field={figure.field}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
