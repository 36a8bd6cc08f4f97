// `pnpm bench` for the sites: first-render JavaScript of #/register, the home page's bytes over the wire and a
// Lighthouse mobile run, per brand; odds updates on the odds benchmark page (odds-frames.mjs).
// Needs the built server and apps (turbo builds them first). A benchmark prints; it does not fail the build.
import { measureFirstRenderJs } from './first-render-js.mjs'
import { measureHomeWire } from './home-wire.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { measureOddsFrames } from './odds-frames.mjs'
import { startProduct } from './serve.mjs'

const product = await startProduct()
try {
  await measureFirstRenderJs()
  await measureHomeWire()
  await runLighthouse()
  await measureOddsFrames()
} finally {
  product.stop()
}
