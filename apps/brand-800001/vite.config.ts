import { brandViteConfig } from '@sportsbook/site/vite'
import { page } from './src/page.ts'

export default brandViteConfig({ port: 5172, page })
