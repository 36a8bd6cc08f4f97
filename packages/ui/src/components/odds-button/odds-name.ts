import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// Stand-ins for the price and the price before: the translations are looked up once per button and language and
// cut at these places, and a price change only joins the pieces (thousands a second on a busy feed).
const pricePlace = '\u0001'
const beforePlace = '\u0002'

/** A name cut where the prices go: text, slot, text, slot, text (the slots in the translation's order). */
interface NameTemplate {
  texts: string[]
  /** Per slot: true for the price, false for the price before. */
  slots: boolean[]
}

/** An odds button's accessible names in one language, with places for the prices. */
export interface OddsNames {
  closed: string
  suspended: string
  open: NameTemplate
  up: NameTemplate
  down: NameTemplate
}

function cut(named: string): NameTemplate {
  const texts: string[] = []
  const slots: boolean[] = []
  let from = 0
  for (let index = 0; index < named.length; index++) {
    const char = named[index]
    if (char !== pricePlace && char !== beforePlace) continue
    texts.push(named.slice(from, index))
    slots.push(char === pricePlace)
    from = index + 1
  }
  texts.push(named.slice(from))
  return { texts, slots }
}

export function oddsNames(i18n: I18n, selectionName: string, marketName: string): OddsNames {
  const price = pricePlace
  const before = beforePlace
  return {
    closed: i18n._(msg`${selectionName}, ${marketName}, closed`),
    suspended: i18n._(msg`${selectionName}, ${marketName}, suspended`),
    open: cut(i18n._(msg`${selectionName}, ${marketName}, odds ${price}`)),
    up: cut(i18n._(msg`${selectionName}, ${marketName}, odds ${price}, up from ${before}`)),
    down: cut(i18n._(msg`${selectionName}, ${marketName}, odds ${price}, down from ${before}`)),
  }
}

/**
 * The name of an open price: "Arsenal, Match result, odds 2.60, up from 2.50". `before` is the price before the
 * last change in the same format, or null when the price has not moved.
 */
export function openOddsName(names: OddsNames, price: string, before: string | null, rose: boolean): string {
  const { texts, slots } = before === null ? names.open : rose ? names.up : names.down
  let named = texts[0]!
  for (let slot = 0; slot < slots.length; slot++) named += (slots[slot] ? price : before) + texts[slot + 1]!
  return named
}
