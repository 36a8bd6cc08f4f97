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

// Each language compiles into parts: `core` (registration, login, header, toasts: what every page's first
// render needs), `betting` (the players' other pages) and `operations` (the operator console), so the registration
// page does not download the betting texts and no player downloads the operators'. A message used by any core
// file is core.
const coreSources = [
  /^src\/components\/(account-menu|agreement-dialog|balance-display|brand-logo|change-password-dialog|coming-soon|configuration-error|dialog|field|language-dropdown|login-window|registration-form|site-header|toaster)\//,
  /^src\/copy\/site-messages\.ts$/,
  // The login's code step and "Forgot password" open from the login window, before any betting page.
  /^src\/components\/account-security\/(ForgotPasswordDialog|TwoStepCodeDialog|code-field)\.tsx$/,
  /^src\/forms\//,
]
const isCore = (origins) =>
  (origins ?? []).length === 0 || origins.some(([file]) => coreSources.some((pattern) => pattern.test(file)))
// The operator console's own texts are a third part, `operations`, that only its pages download: a message used
// by the operator console's files alone. A message a player's page uses too stays in `betting` (or `core`).
const operationsSources = [/^src\/components\/ops\//, /^src\/copy\/operations-messages\.ts$/]
const isOperations = (origins) =>
  (origins ?? []).length > 0 &&
  origins.every(([file]) => operationsSources.some((pattern) => pattern.test(file)))
const partOf = (origins) => (isCore(origins) ? 'core' : isOperations(origins) ? 'operations' : 'betting')
const parts = ['core', 'betting', 'operations']
const compiledPath = (locale, part) =>
  join(packageDir, 'src', 'locales', part === 'core' ? `${locale}.ts` : `${locale}.${part}.ts`)

const originsById = Object.fromEntries(
  Object.entries((await catalog.read(config.sourceLocale)) ?? {}).map(([id, entry]) => [id, entry.origin]),
)

async function compiledSources(locale) {
  const { messages } = await catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale,
    fallbackLocales: {},
  })
  const split = { core: {}, betting: {}, operations: {} }
  for (const [id, message] of Object.entries(messages)) {
    split[partOf(originsById[id])][id] = message
  }
  const sources = {}
  for (const part of parts) {
    const { source, errors } = createCompiledCatalog(locale, split[part], { namespace: 'ts', strict: true })
    if (errors.length > 0) {
      throw new Error(
        `${locale}: ${errors.map((e) => `${e.id} (${e.source}): ${e.error.message}`).join('; ')}`,
      )
    }
    // Each part imports the next (core the betting part, betting the operators'): a page's entry then lists one
    // import per language, and the first render's core part does not grow with the operator console.
    const next = parts[parts.indexOf(part) + 1]
    const partImports = next ? `export const ${next}=()=>import("./${locale}.${next}");\n` : ''
    sources[part] =
      `// Compiled from ${locale}/messages.po (${part} part) by scripts/catalogs.mjs; do not edit.\n${source}\n${partImports}`
  }
  return sources
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
  const sources = await compiledSources(locale)
  for (const part of parts) {
    const path = compiledPath(locale, part)
    if (mode === 'compile') await writeFile(path, sources[part])
    else if ((await readText(path)) !== sources[part]) {
      problems.push(`${locale}: ${path.slice(packageDir.length)} is out of date (run pnpm i18n:compile)`)
    }
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
