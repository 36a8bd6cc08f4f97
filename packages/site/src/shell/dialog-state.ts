import { atom } from 'jotai'

/** The login window is a dialog over any route (DESIGN.md section 3); 402 and the Login buttons open it. */
export const loginWindowOpenAtom = atom(false)

export const changePasswordOpenAtom = atom(false)
