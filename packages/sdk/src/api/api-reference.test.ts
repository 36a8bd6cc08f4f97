// `api-groups.ts` is written from the catalogue and the schemas' comments, so the API reference lists every
// group and path of `sb.api` with its documentation. This test fails when the catalogue and the file differ;
// `UPDATE_API_GROUPS=1 pnpm exec vitest run src/api/api-reference.test.ts` writes the file again.
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { type Catalogue, type CatalogueGroup, catalogue } from '../protocol/catalogue'
import type { PathSpec } from '../protocol/path-spec'

const groupTitles: Record<CatalogueGroup, string> = {
  session: 'visitors, logins, registration, the profile and the balance.',
  loan: 'loans and member statistics.',
  matches: 'matches, leagues, results and the site settings of `api/sysinit`.',
  bets: 'orders, cash out, shares and the master rank.',
  market: 'the peer trade market: banks, partners and gamblers.',
  wallet: 'pay types, deposits, bank transfers, withdrawals and the operators’ review.',
  games: 'games, their launch, game wallets and rounds.',
  misc: 'notices, red envelopes and the captcha.',
  operations: 'the operators’ risk, caps, stake factors and daily reports.',
  protection: 'player protection: limits, breaks, reality checks, the statement and the operators’ view.',
  account:
    'account security and identity: the contact address, the forgotten password, two-step login and the identity check.',
}

const authWords = {
  none: 'anyone',
  V: 'a visitor or better',
  M: 'a member (registered or demo)',
  R: 'a registered member',
  O: 'an operator',
} as const

/** The doc comment written right before `name: {` in a group's schema file, joined into one paragraph. */
function schemaComments(group: CatalogueGroup): Map<string, string> {
  const text = readFileSync(new URL(`../protocol/schemas/${group}.ts`, import.meta.url), 'utf8')
  const found = new Map<string, string>()
  for (const match of text.matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n\s*(\w+): [{\w]/g)) {
    const body = match[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ')
    found.set(match[2]!, body)
  }
  return found
}

const pascal = (group: string) => `${group[0]!.toUpperCase()}${group.slice(1)}Api`

function render(): string {
  const lines = [
    '// Written by api-reference.test.ts from the catalogue and the schemas’ comments: edit those, not this file.',
    "import type { ApiFunction } from './api-function'",
    '',
  ]
  for (const group of Object.keys(catalogue) as CatalogueGroup[]) {
    const comments = schemaComments(group)
    lines.push(`/** \`sb.api.${group}\`: ${groupTitles[group]} */`)
    lines.push(`export interface ${pascal(group)} {`)
    for (const [name, spec] of Object.entries(catalogue[group] as Record<string, PathSpec>)) {
      const facts = [
        `\`${spec.path}\``,
        `for ${authWords[spec.auth]}`,
        spec.encoding === 'form' ? null : `sent as ${spec.encoding}`,
        spec.answerCipher ? `the answer in the ${spec.answerCipher} cipher` : null,
        spec.idempotent ? 'idempotent by its `requestId`' : null,
      ].filter(Boolean)
      const about = comments.get(name)
      lines.push(`  /** ${facts.join(', ')}.${about ? ` ${about}` : ''} */`)
      lines.push(`  readonly ${name}: ApiFunction<'${group}', '${name}'>`)
    }
    lines.push('}', '')
  }
  lines.push(
    '/** One typed function for every path of the catalogue, grouped by catalogue section. */',
    'export interface Api {',
  )
  for (const group of Object.keys(catalogue)) {
    lines.push(`  /** {@inheritDoc ${pascal(group)}} */`, `  readonly ${group}: ${pascal(group)}`)
  }
  lines.push('}', '')
  return lines.join('\n')
}

it('api-groups.ts lists every group and path of the catalogue with its documentation', () => {
  const file = new URL('./api-groups.ts', import.meta.url)
  const expected = render()
  if (process.env.UPDATE_API_GROUPS) writeFileSync(file, expected)
  expect(readFileSync(file, 'utf8')).toBe(expected)
})

it('every group of the catalogue has a title', () => {
  expect(Object.keys(groupTitles).sort()).toEqual((Object.keys(catalogue) as (keyof Catalogue)[]).sort())
})
