import type { ServerConfig } from '../config'
import type { Brand } from './brands'

type BrandSettings = Pick<ServerConfig, 'sites' | 'productNo' | 'brands'>

/**
 * The brand a request belongs to: its `Origin` through SITES, else PRODUCT_NO (a request from no known site, as
 * the CLI, a server-to-server call or a test without Origin). The one place this rule lives.
 */
export function brandOfOrigin(config: BrandSettings, origin: string | string[] | undefined): number {
  const text = Array.isArray(origin) ? origin[0] : origin
  const site = text ? config.sites.get(text.replace(/\/$/, '')) : undefined
  return site ?? config.productNo
}

/** The data of a brand; config checks at load that every site and PRODUCT_NO names a known brand. */
export function brandData(config: Pick<ServerConfig, 'brands'>, productNo: number): Brand {
  const brand = config.brands.get(productNo)
  if (!brand) throw new Error(`brand ${productNo} is not configured (BRANDS)`)
  return brand
}

/** The language a member of the brand keeps: the brand's forced one when it has one, else what it asked for. */
export function brandLanguage(
  config: Pick<ServerConfig, 'brands'>,
  productNo: number,
  wanted: string,
): string {
  return brandData(config, productNo).forcedLanguage ?? wanted
}
