import { userEvent } from 'storybook/test'

// What the play functions do, as a player would, through user-event (logged in Storybook's Interactions panel).
// The options leave out what costs time without testing the components: the pause after each event (a timer turn
// every time) and the hover that precedes a press. Every story runs in the 14 site languages in `pnpm test`, where
// those took most of the plays' time.
const quick = { delay: null, skipHover: true } as const

/** Presses `element` (pointer down, focus, pointer up, click). */
export function press(element: Element): Promise<void> {
  return userEvent.click(element, quick)
}

/** Sends keys to the focused element, in user-event's notation (`'{ArrowDown}'`, `'{Enter}'`, `'5'`). */
export async function keys(text: string): Promise<void> {
  await userEvent.keyboard(text, quick)
}

/** Types `text` into `input` key by key, after pressing it. */
export function typeInto(input: Element, text: string): Promise<void> {
  return userEvent.type(input, text, quick)
}

/**
 * Fills `input` with `text` as one paste that replaces what it holds: one input event, where typing sends one per
 * key. A cleaning field sees the whole text at once, as when a player pastes it.
 */
export async function fill(input: HTMLInputElement, text: string): Promise<void> {
  input.focus()
  input.select()
  await userEvent.paste(text, quick)
}

/** Picks the option of `select` with this value. */
export function choose(select: Element, value: string): Promise<void> {
  return userEvent.selectOptions(select, value, quick)
}

/** Chooses `file` in a file input. */
export function upload(input: HTMLInputElement, file: File): Promise<void> {
  return userEvent.upload(input, file, quick)
}
