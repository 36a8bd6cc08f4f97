import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

export interface AccountMenuProps {
  /**
   * The member's account name; null or undefined for a visitor, who gets Log in and Register buttons. A demo
   * member has no account name: `demo` alone shows the menu, labelled by its Demo marker.
   */
  account?: string | null
  /** A demo (try-play) member: marked as such, and cannot change a password. */
  demo?: boolean
  /** Shows "Change password" (default: for members who are not demo members). */
  canChangePassword?: boolean
  onLoginClick?: () => void
  onRegisterClick?: () => void
  onLogout?: () => void
  onChangePasswordClick?: () => void
  /** Shows "Switch account": the login window with this device's saved accounts and the form for another. */
  onSwitchAccountClick?: () => void
  className?: string
}

/**
 * The account corner of the header: Log in and Register for visitors, or a menu button with the account's
 * actions (menu button pattern: arrows move, Escape closes and returns to the button).
 */
export const AccountMenu = /* @__PURE__ */ Object.assign(
  function AccountMenu({
    account,
    demo = false,
    canChangePassword = !demo,
    onLoginClick,
    onRegisterClick,
    onLogout,
    onChangePasswordClick,
    onSwitchAccountClick,
    className,
  }: AccountMenuProps) {
    const { t } = useLingui()
    const id = useId()
    const [open, setOpen] = useState(false)
    const [focusIndex, setFocusIndex] = useState(0)
    const rootRef = useRef<HTMLDivElement>(null)
    const triggerRef = useRef<HTMLButtonElement>(null)
    const itemRefs = useRef<(HTMLButtonElement | null)[]>([])

    useEffect(() => {
      if (!open) return
      itemRefs.current[focusIndex]?.focus()
    }, [open, focusIndex])

    useEffect(() => {
      if (!open) return
      const onPointerDown = (event: PointerEvent) => {
        if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
      }
      document.addEventListener('pointerdown', onPointerDown)
      return () => document.removeEventListener('pointerdown', onPointerDown)
    }, [open])

    const classes = className ? `sb-account ${className}` : 'sb-account'
    if (!account && !demo) {
      return (
        <div className={classes} data-state="visitor">
          <button type="button" className="sb-button sb-button--secondary" onClick={onLoginClick}>
            <Trans>Log in</Trans>
          </button>
          <button type="button" className="sb-button" onClick={onRegisterClick}>
            <Trans>Register</Trans>
          </button>
        </div>
      )
    }

    const items = [
      ...(canChangePassword
        ? [{ key: 'password', label: t`Change password`, action: onChangePasswordClick }]
        : []),
      ...(onSwitchAccountClick
        ? [{ key: 'switch', label: t`Switch account`, action: onSwitchAccountClick }]
        : []),
      { key: 'logout', label: t`Log out`, action: onLogout },
    ]

    const openAt = (index: number) => {
      setFocusIndex(index)
      setOpen(true)
    }
    const close = () => {
      setOpen(false)
      triggerRef.current?.focus()
    }

    const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        openAt(event.key === 'ArrowDown' ? 0 : items.length - 1)
      }
    }

    const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const last = items.length - 1
      const moves: Record<string, number> = {
        ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
        ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
        Home: 0,
        End: last,
      }
      const target = moves[event.key]
      if (target !== undefined) {
        event.preventDefault()
        setFocusIndex(target)
      } else if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        close()
      } else if (event.key === 'Tab') {
        setOpen(false)
      }
    }

    const state = open ? 'open' : 'closed'
    return (
      <div ref={rootRef} className={classes} data-state={state}>
        <button
          ref={triggerRef}
          type="button"
          className="sb-menu__trigger"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? `${id}-menu` : undefined}
          data-state={state}
          onClick={() => (open ? setOpen(false) : openAt(0))}
          onKeyDown={onTriggerKeyDown}
        >
          {account ? <span className="sb-account__name">{account}</span> : null}
          {demo ? (
            <span className="sb-account__badge">
              <Trans>Demo</Trans>
            </span>
          ) : null}
          <span className="sb-lang__chevron" aria-hidden="true" />
        </button>
        {open ? (
          <div
            id={`${id}-menu`}
            role="menu"
            aria-label={account ? t`Account of ${account}` : t`Demo account`}
            className="sb-menu"
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <button
                key={item.key}
                ref={(element) => {
                  itemRefs.current[index] = element
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                className="sb-menu__item"
                onClick={() => {
                  close()
                  item.action?.()
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    )
  },
  { displayName: 'AccountMenu' },
)
