// The `ts` and `tsx` code blocks of a package README, written out as modules for the examples' check to compile
// against the packed packages (check-examples.mjs): a README that shows a call which does not type-check fails CI.
// A snippet is a fragment of a page: the names it uses without defining them (`sb`, `match`, ...) are declared
// once per README in a globals file the check writes beside them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Writes README's snippets to `folder` (snippet-1.tsx, ...) with `globals` as readme-globals.d.ts, and returns
 * how many there were.
 * @param {string} readme the README's path
 * @param {string} folder where the modules go
 * @param {string} globals ambient declarations of the names the snippets take as given
 */
export function writeReadmeSnippets(readme, folder, globals) {
  mkdirSync(folder, { recursive: true })
  const text = readFileSync(readme, 'utf8')
  const blocks = [...text.matchAll(/^```(ts|tsx)\n([\s\S]*?)^```/gm)].map((match) => match[2])
  blocks.forEach((code, index) => {
    // `export {}` makes each one a module: top-level await works, and their names never collide.
    writeFileSync(join(folder, `snippet-${index + 1}.tsx`), `${code}\nexport {}\n`)
  })
  writeFileSync(join(folder, 'readme-globals.d.ts'), globals)
  return blocks.length
}

/** A tsconfig for the snippets: strict, exactOptionalPropertyTypes; without the DOM library for the SDK's. */
export function snippetTsconfig({ dom }) {
  return JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        // The SDK claims no DOM: its snippets compile as a Node integrator's, with the language's library and Node's.
        lib: dom ? ['ES2023', 'DOM', 'DOM.Iterable'] : ['ES2023'],
        types: dom ? ['vite/client'] : ['node'],
        skipLibCheck: true,
        noEmit: true,
      },
      include: ['readme'],
    },
    null,
    2,
  )
}
