import { expect } from 'storybook/test'

// Play functions find controls by role, state and attribute, never by a text: every story runs in the 14 languages.

/** The submit button of the form inside `root` (a story's canvas, or a dialog portalled to the body). */
export function submitButton(root: ParentNode): HTMLButtonElement {
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')
  expect(button).not.toBeNull()
  return button as HTMLButtonElement
}

/** The inputs of `root` with the given autocomplete token ("username", "new-password", "current-password"). */
export function inputsFor(root: ParentNode, token: string): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>(`input[autocomplete="${token}"]`)]
}

/** The inputs of `root` marked invalid. */
export function invalidInputs(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[aria-invalid="true"]')]
}
