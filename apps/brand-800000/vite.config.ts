import { brandViteConfig } from '@sportsbook/site/vite'

export default brandViteConfig({ port: 5171 })
