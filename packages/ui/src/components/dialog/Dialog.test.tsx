import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { Dialog } from './Dialog'

function WithOpener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Settings"
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Nickname" />
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, focused on its first control', async () => {
    const { user } = renderWithI18n(<WithOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithI18n(<WithOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
  })

  it('closes on Escape and returns the focus to the opener', async () => {
    const { user } = renderWithI18n(<WithOpener />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes on Escape after the focused control left the dialog and focus fell to the body', async () => {
    const { user } = renderWithI18n(<WithOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    screen.getByRole('textbox', { name: 'Nickname' }).remove()
    expect(document.activeElement).toBe(document.body)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Escape closes only the topmost of two open dialogs', async () => {
    const { user } = renderWithI18n(
      <>
        <Dialog defaultOpen title="Below" />
        <Dialog defaultOpen title="Above" />
      </>,
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Above' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Below' })).toBeInTheDocument()
  })

  it('closes from its close button and reports the change', async () => {
    const onOpenChange = vi.fn()
    const { user } = renderWithI18n(<Dialog defaultOpen title="Notice" onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("adds no landmark to the page: its header and footer are not the page's banner and contentinfo", async () => {
    const { user } = renderWithI18n(<WithOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })
})
