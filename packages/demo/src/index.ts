// The demo shop's catalogue, news, outlets and banners with the artwork drawn for them. Only the demo
// seed loads this package (the server imports it lazily), so a shop that never seeds the demo never
// reads it, and the server's own bundle does not carry it.
export { bannerSvg, newsSvg, productSvg, renderWebp, type ArtSpec } from './art.ts';
import { demoProducts as everydayProducts } from './demo-content.ts';
import { demoFestiveProducts } from './demo-festive.ts';

export {
  demoCategoryMalay,
  demoMalay,
  demoNewsMalay,
  demoOptionMalay,
  demoOutletNotes,
  demoSliderMalay,
  type MalayNews,
  type MalayText,
} from './demo-malay.ts';
export { demoFacts, demoSeason, type DemoFacts } from './demo-festive.ts';
/** Everyday products, then the festive ones. */
export const demoProducts = [...everydayProducts, ...demoFestiveProducts];
export { demoNews, demoOutlets, demoSlider, type DemoNews, type DemoOutlet, type DemoProduct } from './demo-content.ts';
