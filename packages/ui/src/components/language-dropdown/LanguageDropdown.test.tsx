import { screen } from '@testing-library/react'
import { createRef, useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { LanguageDropdown, type LanguageOption } from './LanguageDropdown'

const items: LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '简体中文' },
  { code: 'zht', name: '繁體中文' },
  { code: 'th', name: 'ไทย' },
  { code: 'pt', name: 'Português' },
]

function Controlled() {
  const [code, setCode] = useState('en')
  return (
    <>
      <LanguageDropdown items={items} value={code} onChange={setCode} />
      <output>{code}</output>
    </>
  )
}

describe('LanguageDropdown', () => {
  // The list is a chunk of its own, loaded on first open: compiled here once, so that a busy machine's first
  // compile does not outlast the queries' wait (a full run on two cores took longer than a second).
  beforeAll(async () => {
    await import('./LanguageList')
  })

  it('names its button after the selected language', () => {
    renderWithI18n(<LanguageDropdown items={items} defaultValue="zh" />)
    const trigger = screen.getByRole('button', { name: 'Language: 简体中文' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a listbox of every language, each with its flag, the selected one marked', async () => {
    const { user } = renderWithI18n(<LanguageDropdown items={items} defaultValue="th" />)
    await user.click(screen.getByRole('button', { name: /Language/ }))
    const listbox = await screen.findByRole('listbox', { name: 'Language' })
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(items.map((item) => item.name))
    expect(screen.getByRole('option', { name: 'ไทย' })).toHaveAttribute('aria-selected', 'true')
    expect(listbox.querySelectorAll('[data-flag]')).toHaveLength(items.length)
    expect(listbox).toHaveFocus()
  })

  it('picks a language with a click and reports it (uncontrolled)', async () => {
    const onChange = vi.fn()
    const { user } = renderWithI18n(<LanguageDropdown items={items} defaultValue="en" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('option', { name: 'Português' }))
    expect(onChange).toHaveBeenCalledWith('pt')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Language: Português' })).toHaveFocus()
  })

  it('moves with the arrow keys, Home and End and picks with Enter', async () => {
    const onChange = vi.fn()
    const { user } = renderWithI18n(<LanguageDropdown items={items} defaultValue="en" onChange={onChange} />)
    screen.getByRole('button').focus()
    await user.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox')
    expect(listbox).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: '繁體中文' }).id,
    )
    await user.keyboard('{End}')
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Português' }).id,
    )
    await user.keyboard('{Home}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('zh')
  })

  it('jumps to a language by typing the start of its name', async () => {
    const onChange = vi.fn()
    const { user } = renderWithI18n(<LanguageDropdown items={items} defaultValue="en" onChange={onChange} />)
    await user.click(screen.getByRole('button'))
    await screen.findByRole('listbox')
    await user.keyboard('p{Enter}')
    expect(onChange).toHaveBeenCalledWith('pt')
  })

  it('closes on Escape without changing the language', async () => {
    const onChange = vi.fn()
    const { user } = renderWithI18n(<LanguageDropdown items={items} defaultValue="en" onChange={onChange} />)
    await user.click(screen.getByRole('button'))
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveFocus()
  })

  it('follows its value when controlled', async () => {
    const { user } = renderWithI18n(<Controlled />)
    await user.click(screen.getByRole('button'))
    await user.click(await screen.findByRole('option', { name: 'ไทย' }))
    expect(screen.getByRole('status')).toHaveTextContent('th')
    expect(screen.getByRole('button', { name: 'Language: ไทย' })).toBeInTheDocument()
  })

  it('shows only the flag and the code in the compact variant', () => {
    renderWithI18n(<LanguageDropdown items={items} defaultValue="zht" variant="compact" />)
    const trigger = screen.getByRole('button', { name: 'Language: 繁體中文' })
    expect(trigger).toHaveTextContent(/^ZHT$/)
    expect(trigger.querySelector('[data-flag]')).not.toBeNull()
  })

  it('does not open when locked and says why', async () => {
    const { user } = renderWithI18n(<LanguageDropdown items={items} value="pt" locked />)
    const trigger = screen.getByRole('button', { name: 'Language: Português' })
    expect(trigger).toHaveAttribute('aria-disabled', 'true')
    expect(trigger).toHaveAccessibleDescription('This site is shown in Português only.')
    await user.click(trigger)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('passes its ref and extra props to its root element', () => {
    const ref = createRef<HTMLDivElement>()
    renderWithI18n(
      <LanguageDropdown
        items={items}
        defaultValue="en"
        ref={ref}
        id="corner"
        aria-label="Corner"
        data-testid="root"
      />,
    )
    const root = screen.getByTestId('root')
    expect(ref.current).toBe(root)
    expect(root).toHaveAttribute('id', 'corner')
    expect(root).toHaveAttribute('aria-label', 'Corner')
  })
})
