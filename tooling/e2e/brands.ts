/** The three brand sites as the suite serves them (vite preview on fixed ports, see packages/site/vite.js). */
export const brands = [
  {
    productNo: 800000,
    port: 5171,
    name: 'Apex Sports',
    title: 'Apex Sports · Live football and basketball betting',
    channel: 'apex-web',
    /** The registration footer's coins: the brand wallet's currencies as `api/sysinit` lists them, default first. */
    coins: ['USD', 'USDT', 'BRL'],
    forcedLanguage: null,
  },
  {
    productNo: 800001,
    port: 5172,
    name: 'Copa Bet',
    title: 'Copa Bet · Apostas desportivas ao vivo',
    channel: 'copa-web',
    coins: ['BRL', 'USDT'],
    forcedLanguage: 'pt',
  },
  {
    productNo: 800002,
    port: 5173,
    name: 'Jade Arena',
    title: 'Jade Arena · Sports betting and live odds',
    channel: 'jade-web',
    coins: ['USD', 'USDT'],
    forcedLanguage: null,
  },
] as const

export type BrandUnderTest = (typeof brands)[number]

/** The test option each project sets: the brand its tests run against. */
export interface BrandOption {
  brand: BrandUnderTest
}

/**
 * The loopback address everything listens on. The sites call the server at their own host on port 8787, so
 * another address (E2E_HOST=127.0.0.2) runs a second copy of the stack beside one already on 127.0.0.1.
 */
export const host = process.env.E2E_HOST ?? '127.0.0.1'
export const serverPort = 8787
export const apiUrl = `http://${host}:${serverPort}`
export const siteUrl = (brand: BrandUnderTest) => `http://${host}:${brand.port}`
