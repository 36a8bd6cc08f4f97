import { atom } from 'jotai'

/** The login window is a dialog over any route (DESIGN.md section 3); 402 and the Login buttons open it. */
export const loginWindowOpenAtom = atom(false)

/**
 * Why the login window asks for a login, when it is more than a Log in button: a saved account whose session
 * ended is filled in and the window says so. Cleared when the window closes.
 */
export const loginPromptAtom = atom<{ account: string } | null>(null)

export const changePasswordOpenAtom = atom(false)
