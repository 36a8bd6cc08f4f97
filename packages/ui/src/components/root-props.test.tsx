import { composeStories, setProjectAnnotations } from '@storybook/react'
import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import preview from '../../.storybook/preview'

// Radix's habit, checked once per component family on its first story: a ref reaches the component's element and
// extra props (id, aria-*, data-*) land on it. A field's go to its input, a dialog's to its panel.
setProjectAnnotations(preview)

type StoryFile = Parameters<typeof composeStories>[0]
const storyFiles = import.meta.glob<StoryFile>('./*/*.stories.tsx', { eager: true })

// Families another file checks: the market, games and notices ones, and the Toaster (its story renders a demo
// around it: Toaster.test.tsx); InvitationCodeField is a part of RegistrationForm, not exported.
const elsewhere = /\/(market|games|notices|red-envelopes)\/|Toaster|InvitationCodeField/

const families = Object.entries(storyFiles)
  .filter(([path]) => !elsewhere.test(path))
  .map(([path, file]) => {
    const [name, Story] = Object.entries(composeStories(file))[0] ?? []
    if (!Story) throw new Error(`${path} has no story`)
    return [`${path.replace(/^\.\//, '')} (${name})`, Story] as const
  })

describe('every component family', () => {
  it.each(families)('%s passes its ref and extra props to its element', (_name, Story) => {
    const ref = createRef<HTMLElement>()
    // A composed story takes its args as props; React 19 hands `ref` to a function component as one of them.
    const Composed = Story as unknown as (props: Record<string, unknown>) => React.ReactNode
    render(
      <Composed ref={ref} id="integrator-id" aria-describedby="integrator-help" data-testid="integrator" />,
    )
    const element = screen.getByTestId('integrator')
    expect(ref.current).toBe(element)
    expect(element).toHaveAttribute('id', 'integrator-id')
    // A field or a dialog adds its own hint or description to the integrator's.
    expect(element.getAttribute('aria-describedby')?.split(' ')).toContain('integrator-help')
  })
})
