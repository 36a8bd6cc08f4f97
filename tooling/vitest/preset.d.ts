/** Adds the JSON report that `pnpm test` sums; the argument is vitest's `test` options. */
export function vitestPreset<T extends object>(
  test?: T,
): { test: T & { reporters: string[]; outputFile: { json: string } } }
