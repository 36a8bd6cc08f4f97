import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type ListKeyboardOptions, useListKeyboard } from './list-keyboard'

const names = ['English', 'Español', 'Português', 'Polski', 'ไทย']

function List(options: Partial<ListKeyboardOptions>) {
  const { highlighted, onKeyDown } = useListKeyboard({
    count: names.length,
    labels: names,
    onPick: () => {},
    onClose: () => {},
    onLeave: () => {},
    ...options,
  })
  return (
    <div role="listbox" tabIndex={-1} aria-activedescendant={`option-${highlighted}`} onKeyDown={onKeyDown}>
      {names.map((name, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, as in LanguageList
        <div key={name} id={`option-${index}`} role="option" aria-selected={index === highlighted}>
          {name}
        </div>
      ))}
    </div>
  )
}

async function open(options: Partial<ListKeyboardOptions> = {}) {
  const user = userEvent.setup()
  render(<List {...options} />)
  screen.getByRole('listbox').focus()
  return user
}

const highlighted = () => screen.getByRole('option', { selected: true }).textContent

describe('useListKeyboard', () => {
  it('moves with the arrows and stops at the ends of a listbox', async () => {
    const user = await open({ initialIndex: 1 })
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(highlighted()).toBe('English')
    await user.keyboard('{End}{ArrowDown}')
    expect(highlighted()).toBe('ไทย')
  })

  it('wraps around the ends of a menu', async () => {
    const user = await open({ wrap: true })
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('ไทย')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('English')
  })

  it('goes to the first and last items with Home and End', async () => {
    const user = await open({ initialIndex: 2 })
    await user.keyboard('{End}')
    expect(highlighted()).toBe('ไทย')
    await user.keyboard('{Home}')
    expect(highlighted()).toBe('English')
  })

  it('jumps to a typed name, and a repeated first letter cycles through the names it starts', async () => {
    const user = await open()
    await user.keyboard('po')
    expect(highlighted()).toBe('Português')
    await new Promise((resolve) => setTimeout(resolve, 750))
    await user.keyboard('p')
    expect(highlighted()).toBe('Polski')
  })

  it('picks the highlighted item with Enter or Space', async () => {
    const onPick = vi.fn()
    const user = await open({ initialIndex: 3, onPick })
    await user.keyboard('{Enter}')
    await user.keyboard('{ArrowDown} ')
    expect(onPick.mock.calls).toEqual([[3], [4]])
  })

  it('closes on Escape without letting the key reach a dialog around the list', async () => {
    const onClose = vi.fn()
    const outside = vi.fn()
    document.addEventListener('keydown', outside)
    const user = await open({ onClose })
    await user.keyboard('{Escape}')
    document.removeEventListener('keydown', outside)
    expect(onClose).toHaveBeenCalledOnce()
    expect(outside).not.toHaveBeenCalled()
  })

  it('leaves on Tab and lets the focus move on', async () => {
    const onLeave = vi.fn()
    const outside = vi.fn((event: KeyboardEvent) => event.defaultPrevented)
    document.addEventListener('keydown', outside)
    const user = await open({ onLeave })
    await user.keyboard('{Tab}')
    document.removeEventListener('keydown', outside)
    expect(onLeave).toHaveBeenCalledOnce()
    expect(outside).toHaveReturnedWith(false)
  })
})
