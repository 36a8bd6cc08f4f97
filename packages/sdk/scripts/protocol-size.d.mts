/** What a page's bundle of some code costs: its gzip size and the files it took in. */
export interface PageBundle {
  gzip: number
  inputs: string[]
}
export declare const rulesBudgetBytes: number
export declare const validationRules: readonly string[]
export declare function measureProtocolEntry(
  entryPath: string,
): Promise<{ rules: PageBundle; whole: PageBundle }>
