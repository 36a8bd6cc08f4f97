import { brandViteConfig } from '@sportsbook/site/vite'
import { page } from './src/page'

export default brandViteConfig({ port: 5171, page })
