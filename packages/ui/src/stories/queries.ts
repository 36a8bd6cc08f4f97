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

/**
 * The digits of an element's text. An amount reads differently per language ("1,011.00", "1.011,00", "1 011,00")
 * but its digits do not, so a play compares digits: `digitsOf(cell)` is '101100'.
 */
export function digitsOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\D/g, '')
}

/** The first element of `root` matching `selector`, asserted to exist (a class or data attribute of the component). */
export function part<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector)
  expect(element, selector).not.toBeNull()
  return element as E
}
