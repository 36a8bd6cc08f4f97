import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useListKeyboard } from '../../internal/list-keyboard'
import { useMergedRefs } from '../../internal/merged-refs'
import { useCloseOnOutsidePointer } from '../../internal/use-outside-pointer'
import { withRef } from '../../internal/with-ref'

/** Props of {@link AccountMenu}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface AccountMenuProps extends ComponentPropsWithRef<'div'> {
  /**
   * The member's account name; null or undefined for a visitor, who gets Log in and Register buttons. A demo
   * member has no account name: `demo` alone shows the menu, labelled by its Demo marker.
   */
  account?: string | null
  /** A demo (try-play) member: marked as such, and cannot change a password. */
  demo?: boolean
  /** Shows "Change password" (default: for members who are not demo members). */
  canChangePassword?: boolean
  /** The visitor's Log in button, and a demo member's "Log in" item. */
  onLoginClick?: () => void
  /** The visitor's Register button. */
  onRegisterClick?: () => void
  /** The menu's "Log out". */
  onLogout?: () => void
  /** The menu's "Change password". */
  onChangePasswordClick?: () => void
  /** Shows "Switch account": the login window with this device's saved accounts and the form for another. */
  onSwitchAccountClick?: () => void
  /** Shows "Operator console" first: for the brand's operators (user info `operator`). */
  onConsoleClick?: () => void
}

/**
 * The account corner of the header: Log in and Register for visitors, or a menu button with the account's
 * actions (menu button pattern: arrows move, Escape closes and returns to the button).
 */
export const AccountMenu = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function AccountMenu({
    account,
    demo = false,
    canChangePassword = !demo,
    onLoginClick,
    onRegisterClick,
    onLogout,
    onChangePasswordClick,
    onSwitchAccountClick,
    onConsoleClick,
    className,
    ref,
    ...rest
  }: AccountMenuProps) {
    const { t } = useLingui()
    const id = useId()
    const [open, setOpen] = useState(false)
    const rootRef = useRef<HTMLDivElement>(null)
    const rootRefs = useMergedRefs(rootRef, ref)
    const triggerRef = useRef<HTMLButtonElement>(null)
    const itemRefs = useRef<(HTMLButtonElement | null)[]>([])

    const items = [
      ...(onConsoleClick ? [{ key: 'console', label: t`Operator console`, action: onConsoleClick }] : []),
      // A demo member's way out of the demo (its menu was Log out alone).
      ...(demo && onRegisterClick ? [{ key: 'register', label: t`Register`, action: onRegisterClick }] : []),
      // A demo player who has an account logs into it from here (the login window replaces the demo).
      ...(demo && onLoginClick ? [{ key: 'login', label: t`Log in`, action: onLoginClick }] : []),
      ...(canChangePassword
        ? [{ key: 'password', label: t`Change password`, action: onChangePasswordClick }]
        : []),
      ...(onSwitchAccountClick
        ? [{ key: 'switch', label: t`Switch account`, action: onSwitchAccountClick }]
        : []),
      { key: 'logout', label: t`Log out`, action: onLogout },
    ]

    const close = () => {
      setOpen(false)
      triggerRef.current?.focus()
    }
    const keyboard = useListKeyboard({
      count: items.length,
      wrap: true,
      labels: items.map((item) => item.label),
      onPick: (index) => {
        close()
        items[index]?.action?.()
      },
      onClose: close,
      onLeave: () => setOpen(false),
    })
    const focusIndex = keyboard.highlighted

    useEffect(() => {
      if (!open) return
      itemRefs.current[focusIndex]?.focus()
    }, [open, focusIndex])

    useCloseOnOutsidePointer(open, rootRef, setOpen)

    const classes = className ? `sb-account ${className}` : 'sb-account'
    if (!account && !demo) {
      return (
        <div {...rest} ref={rootRefs} className={classes} data-state="visitor">
          <button type="button" className="sb-button sb-button--secondary" onClick={onLoginClick}>
            <Trans>Log in</Trans>
          </button>
          <button type="button" className="sb-button" onClick={onRegisterClick}>
            <Trans>Register</Trans>
          </button>
        </div>
      )
    }

    const openAt = (index: number) => {
      keyboard.setHighlighted(index)
      setOpen(true)
    }

    const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        openAt(event.key === 'ArrowDown' ? 0 : items.length - 1)
      }
    }

    const state = open ? 'open' : 'closed'
    return (
      <div {...rest} ref={rootRefs} className={classes} data-state={state}>
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
            onKeyDown={keyboard.onKeyDown}
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
  }),
  { displayName: 'AccountMenu' },
)
