import { createSite } from '@sportsbook/site'
import { brand } from './brand'

createSite(brand, { apiUrl: import.meta.env.VITE_API_URL })
