import { screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { AccountMenu } from './AccountMenu'

describe('AccountMenu', () => {
  it('offers Log in and Register to a visitor', async () => {
    const onLoginClick = vi.fn()
    const onRegisterClick = vi.fn()
    const { user } = renderWithI18n(
      <AccountMenu onLoginClick={onLoginClick} onRegisterClick={onRegisterClick} />,
    )
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(onLoginClick).toHaveBeenCalledOnce()
    expect(onRegisterClick).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument()
  })

  it("opens a member's menu with Change password and Log out", async () => {
    const onLogout = vi.fn()
    const onChangePasswordClick = vi.fn()
    const { user } = renderWithI18n(
      <AccountMenu account="player01" onLogout={onLogout} onChangePasswordClick={onChangePasswordClick} />,
    )
    const trigger = screen.getByRole('button', { name: 'player01' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await user.click(trigger)
    const menu = screen.getByRole('menu', { name: 'Account of player01' })
    expect(menu).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus()
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }))
    expect(onChangePasswordClick).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await user.click(trigger)
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('offers Switch account when the site gives it, between Change password and Log out', async () => {
    const onSwitchAccountClick = vi.fn()
    const { user } = renderWithI18n(
      <AccountMenu account="player01" onSwitchAccountClick={onSwitchAccountClick} />,
    )
    await user.click(screen.getByRole('button', { name: 'player01' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change password',
      'Switch account',
      'Log out',
    ])
    await user.click(screen.getByRole('menuitem', { name: 'Switch account' }))
    expect(onSwitchAccountClick).toHaveBeenCalledOnce()
  })

  it('moves through the menu with the arrow keys and closes on Escape', async () => {
    const onLogout = vi.fn()
    const { user } = renderWithI18n(<AccountMenu account="player01" onLogout={onLogout} />)
    screen.getByRole('button', { name: 'player01' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus()
    await user.keyboard('{End}{Enter}')
    expect(onLogout).toHaveBeenCalledOnce()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'player01' })).toHaveFocus()
  })

  it('marks a demo member and leaves out Change password', async () => {
    const { user } = renderWithI18n(<AccountMenu account="demo123" demo />)
    await user.click(screen.getByRole('button', { name: 'demo123 Demo' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out'])
  })

  it('offers a demo member the way out of the demo: Register and Log in before Log out', async () => {
    const onRegisterClick = vi.fn()
    const onLoginClick = vi.fn()
    const { user } = renderWithI18n(
      <AccountMenu account="" demo onRegisterClick={onRegisterClick} onLoginClick={onLoginClick} />,
    )
    await user.click(screen.getByRole('button', { name: 'Demo' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Register',
      'Log in',
      'Log out',
    ])
    await user.click(screen.getByRole('menuitem', { name: 'Log in' }))
    expect(onLoginClick).toHaveBeenCalledOnce()
    expect(onRegisterClick).not.toHaveBeenCalled()
  })

  it('gives a demo member without an account name the menu, not the visitor buttons', async () => {
    const onLogout = vi.fn()
    const { user } = renderWithI18n(<AccountMenu account="" demo onLogout={onLogout} />)
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Demo' }))
    expect(screen.getByRole('menu', { name: 'Demo account' })).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('passes its ref and extra props to its root element', () => {
    const ref = createRef<HTMLDivElement>()
    renderWithI18n(
      <AccountMenu account="player01" ref={ref} id="corner" aria-label="Corner" data-testid="root" />,
    )
    const root = screen.getByTestId('root')
    expect(ref.current).toBe(root)
    expect(root).toHaveAttribute('id', 'corner')
    expect(root).toHaveAttribute('aria-label', 'Corner')
  })
})
