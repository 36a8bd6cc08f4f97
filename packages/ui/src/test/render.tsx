import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type RenderOptions, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** Renders with the active lingui catalog and returns a user-event session beside the queries. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup()
  return { user, ...render(ui, { wrapper: WithI18n, ...options }) }
}
