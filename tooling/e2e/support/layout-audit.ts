import type { Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'

// The layout audit's measurements (tests/audit-layout.spec.ts, issue 11): what a player sees cut, split or
// touching, measured from the element boxes the browser laid out.

const en = {
  notFound: 'Page not found',
  notFoundText: 'There is no page at this address. Check the link, or go back to the matches.',
  mainMenu: 'Main menu',
  nav: ['Matches', 'My bets', 'Results', 'Wallet', 'Games', 'Trade market', 'Settings'],
  backHome: 'Back to matches',
  htmlLang: 'en',
}

const pt: typeof en = {
  notFound: 'Página não encontrada',
  notFoundText: 'Não existe nenhuma página neste endereço. Verifique a ligação ou volte aos jogos.',
  mainMenu: 'Menu principal',
  nav: [
    'Jogos',
    'As minhas apostas',
    'Resultados',
    'Carteira',
    'Jogos de casino',
    'Mercado de trocas',
    'Definições',
  ],
  backHome: 'Voltar aos jogos',
  htmlLang: 'pt-PT',
}

/** The audit's texts in the brand's language (European Portuguese on 800001). */
export function auditTextsOf(brand: BrandUnderTest) {
  return pageLanguage(brand) === 'pt' ? pt : en
}

/** Waits until the page shows no loading state and no busy region (lists, markets, results have arrived). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main#main > *') !== null &&
      document.querySelector('.sb-state[data-state="loading"], [aria-busy="true"]') === null,
  )
}

/**
 * What is wrong with the text boxes inside `scope`, in words (empty: nothing): a team name or a price label cut
 * or split inside a word across two lines, a price or a label that touches or leaves its button, two buttons of
 * one market that touch, a team name running under the prices. At most `rows` match rows are measured.
 */
export function layoutProblems(page: Page, scope = 'main', rows = 30): Promise<string[]> {
  return page.evaluate(
    ({ scope, rows }) => {
      const problems: string[] = []
      const root = document.querySelector(scope) ?? document.body
      const shown = (element: Element) =>
        element.checkVisibility() && element.getBoundingClientRect().width > 0
      const textBox = (element: Element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getBoundingClientRect()
      }
      const said = (element: Element) => (element.textContent ?? '').trim()
      const limited = [...root.querySelectorAll('.sb-match-row')].slice(0, rows)
      const inRows = (selector: string) => [
        ...limited.flatMap((row) => [...row.querySelectorAll(selector)]),
        ...[...root.querySelectorAll(selector)].filter((element) => !element.closest('.sb-match-row')),
      ]

      // A word split over two lines: its characters' boxes sit on more than one line. A line may end after a
      // hyphen ("Lorient-|Haut"), as typesetting does: the parts of a hyphenated name count as words.
      for (const element of inRows('.sb-score__team, .sb-odds-button__label')) {
        if (!shown(element)) continue
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
            const range = document.createRange()
            range.setStart(node, word.index)
            range.setEnd(node, word.index + word[0].length)
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top / 4)))
            if (tops.size > 1) problems.push(`"${word[0]}" of "${said(element)}" is split over two lines`)
          }
        }
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`"${said(element)}" is cut`)
      }

      // Prices and labels inside their button, with room on both sides of a price.
      for (const button of inRows('.sb-odds-button')) {
        if (!shown(button)) continue
        const box = button.getBoundingClientRect()
        const odds = button.querySelector('.sb-odds-button__odds')
        if (odds && shown(odds)) {
          const text = textBox(odds)
          if (text.left - box.left < 3 || box.right - text.right < 3)
            problems.push(`price ${said(odds)} touches its button (${Math.round(text.width)}/${box.width}px)`)
        }
        const label = button.querySelector('.sb-odds-button__label')
        if (label && shown(label)) {
          const text = textBox(label)
          if (text.left < box.left + 1 || text.right > box.right - 1)
            problems.push(
              `label "${said(label)}" leaves its button (${Math.round(text.width)}/${box.width}px)`,
            )
        }
      }

      // Buttons of one market side by side keep a gap.
      for (const group of inRows('.sb-match-row__market, .sb-market-group__line')) {
        const boxes = [...group.querySelectorAll('.sb-odds-button')]
          .filter(shown)
          .map((button) => button.getBoundingClientRect())
          .sort((a, b) => a.left - b.left)
        for (let index = 1; index < boxes.length; index++) {
          const [before, after] = [boxes[index - 1]!, boxes[index]!]
          if (Math.abs(before.top - after.top) < 2 && after.left - before.right < 2)
            problems.push(`two prices of "${said(group).slice(0, 40)}" touch`)
        }
      }

      // A team name stays left of its row's prices.
      for (const row of limited) {
        const markets = [...row.querySelectorAll('.sb-match-row__market')].find(shown)
        if (!markets) continue
        const left = markets.getBoundingClientRect()
        for (const team of row.querySelectorAll('.sb-score__team')) {
          const text = textBox(team)
          if (text.top < left.bottom && text.bottom > left.top && text.right > left.left)
            problems.push(`"${said(team)}" runs under the prices`)
        }
      }
      return problems
    },
    { scope, rows },
  )
}

/** How much wider an input's placeholder is than the room the input gives it (0 or less: it fits). */
export function placeholderExcess(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    return context.measureText(input.placeholder).width - room
  })
}

/** The errors the page logs from now on: console errors and uncaught exceptions. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
