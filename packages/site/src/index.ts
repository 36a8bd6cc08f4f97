export type { BrandConfig, BrandImage } from './brand-config'
export { type CreateSiteOptions, createSite, type Site } from './create-site'
