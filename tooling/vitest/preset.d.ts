/**
 * Adds the `source` condition, `isolate: false` and the JSON report that `pnpm test` sums; the argument is vitest's
 * `test` options.
 */
export function vitestPreset<T extends object>(
  test?: T,
): {
  resolve: { conditions: string[] }
  ssr: { resolve: { conditions: string[] } }
  test: T & { isolate: boolean; reporters: string[]; outputFile: { json: string } }
}
