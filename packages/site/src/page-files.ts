declare global {
  interface Window {
    /** Set by the first-page preload script (build/first-page-preload.js); absent in development and tests. */
    sportsbookPreloadPage?: (page: string) => void
  }
}

/** Starts the download of a page's chunks side by side, as the page's own import begins. */
export function preloadPageFiles(page: string): void {
  window.sportsbookPreloadPage?.(page)
}
