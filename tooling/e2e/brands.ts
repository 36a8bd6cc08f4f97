/** The three brand sites as the suite serves them (vite preview on fixed ports, see each app's vite config). */
export const brands = [
  {
    productNo: 800000,
    port: 5171,
    name: 'Apex Sports',
    title: 'Apex Sports · Live football and basketball betting',
    coins: 3,
    forcedLanguage: null,
  },
  {
    productNo: 800001,
    port: 5172,
    name: 'Copa Bet',
    title: 'Copa Bet · Apostas esportivas ao vivo',
    coins: 2,
    forcedLanguage: 'pt',
  },
  {
    productNo: 800002,
    port: 5173,
    name: 'Jade Arena',
    title: 'Jade Arena · Sports betting and live odds',
    coins: 2,
    forcedLanguage: null,
  },
] as const

export type BrandUnderTest = (typeof brands)[number]

export const serverPort = Number(process.env.E2E_SERVER_PORT ?? 8787)
export const apiUrl = `http://127.0.0.1:${serverPort}`
