import { useLingui } from '@lingui/react'
import { bettingMessages, useSportsbook, useToasts } from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { useCallback, useRef, useState } from 'react'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { useIsMember } from './session-status'

/**
 * Starring matches (`match/favorite/add|delete`, members only): the star turns at once and turns back with a
 * toast when the server refuses; a visitor's star opens the login window. `onSaved` runs once the server has
 * the change, so what counts favourites (the tab's number) reads again.
 */
export function useFavourites(options: { onSaved?: () => void } = {}) {
  const onSaved = useRef(options.onSaved)
  onSaved.current = options.onSaved
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const { i18n } = useLingui()
  const member = useIsMember()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map())

  const toggle = useCallback(
    (matchId: number, favorite: boolean) => {
      if (!member) {
        toasts.warning(i18n._(bettingMessages.favouritesNeedLogin))
        openLogin(true)
        return
      }
      const set = (value: boolean | null) =>
        setOverrides((current) => {
          const next = new Map(current)
          if (value === null) next.delete(matchId)
          else next.set(matchId, value)
          return next
        })
      set(favorite)
      const call = favorite ? sportsbook.api.matches.favoriteAdd : sportsbook.api.matches.favoriteDelete
      call({ matchId }).then(
        () => onSaved.current?.(),
        () => {
          set(!favorite)
          toasts.error(i18n._(bettingMessages.favouriteFailed))
        },
      )
    },
    [member, sportsbook, toasts, i18n, openLogin],
  )
  return { overrides, toggle, member }
}
