// Catalog tasks of @sportsbook/ui, run from the package folder.
//   node scripts/catalogs.mjs compile  writes src/locales/<code>.ts from src/locales/<code>/messages.po
//   node scripts/catalogs.mjs check    fails when a catalog misses a message of the source, holds an empty
//                                      translation or a message the source no longer has, or when a compiled
//                                      catalog is out of date with its .po file
// The compiled catalogs are plain TypeScript modules, so Vite, Vitest, tsup and any site that resolves this
// package's source load them without a .po loader.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const packageDir = new URL('..', import.meta.url).pathname
const mode = process.argv[2]
if (mode !== 'compile' && mode !== 'check') {
  console.error('usage: node scripts/catalogs.mjs compile|check')
  process.exit(2)
}

const config = getConfig({ cwd: packageDir })
const [catalog] = await getCatalogs(config)
const compiledPath = (locale) => join(packageDir, 'src', 'locales', `${locale}.ts`)

async function compiledSource(locale) {
  const { messages } = await catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale,
    fallbackLocales: {},
  })
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts', strict: true })
  if (errors.length > 0) {
    throw new Error(`${locale}: ${errors.map((e) => `${e.id} (${e.source}): ${e.error.message}`).join('; ')}`)
  }
  return `// Compiled from ${locale}/messages.po by scripts/catalogs.mjs; do not edit.\n${source}\n`
}

async function readText(path) {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return null
  }
}

const problems = []
if (mode === 'check') {
  const extracted = (await catalog.collect()) ?? {}
  const sourceIds = Object.keys(extracted)
  const all = await catalog.readAll()
  for (const locale of config.locales) {
    const messages = all[locale] ?? {}
    for (const id of sourceIds) {
      const entry = messages[id]
      const label = `${locale}: "${extracted[id].message ?? id}" (${id})`
      if (!entry) problems.push(`${label} is missing`)
      else if (!entry.translation?.trim()) problems.push(`${label} has an empty translation`)
    }
    for (const [id, entry] of Object.entries(messages)) {
      if (!entry.obsolete && !(id in extracted)) problems.push(`${locale}: ${id} is no longer in the source`)
    }
  }
}

for (const locale of config.locales) {
  const source = await compiledSource(locale)
  if (mode === 'compile') await writeFile(compiledPath(locale), source)
  else if ((await readText(compiledPath(locale))) !== source) {
    problems.push(`${locale}: src/locales/${locale}.ts is out of date (run pnpm i18n:compile)`)
  }
}

if (problems.length > 0) {
  console.error(
    `Catalog check failed (pnpm i18n:extract, translate, then pnpm i18n:compile):\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  mode === 'compile'
    ? `compiled ${config.locales.length} catalogs`
    : `${config.locales.length} catalogs complete`,
)
