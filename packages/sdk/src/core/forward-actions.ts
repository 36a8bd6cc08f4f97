/** `N` when it names every key of `T`; never otherwise, so a forgotten action is a type error. */
type EveryKey<T, N extends readonly PropertyKey[]> = [Exclude<keyof T, N[number]>] extends [never] ? N : never

/**
 * An object whose functions exist at once and run the loaded implementation's: actions whose code downloads with
 * their catalogue section, which every one of them calls anyway.
 */
export function forwardActions<T extends object, const N extends readonly (keyof T & string)[]>(
  load: () => Promise<T>,
  names: N & EveryKey<T, N>,
): T {
  const functions: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
  for (const name of names) {
    functions[name] = async (...args) => ((await load())[name] as (...a: unknown[]) => unknown)(...args)
  }
  return functions as T
}
