// The demo shop's catalogue, news, outlets and banners with the artwork drawn for them. Only the demo
// seed loads this package (the server imports it lazily), so a shop that never seeds the demo never
// reads it, and the server's own bundle does not carry it.
export { bannerSvg, newsSvg, productSvg, renderWebp, type ArtSpec } from './art.ts';
export {
  demoNews,
  demoOutlets,
  demoProducts,
  demoSlider,
  type DemoNews,
  type DemoOutlet,
  type DemoProduct,
} from './demo-content.ts';
