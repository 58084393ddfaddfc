/**
 * Renders all demo artwork for visual review.
 * Usage: npx tsx packages/demo/src/art-preview.ts [outdir]   (default /tmp/art-preview)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { bannerSvg, newsSvg, productSvg, renderWebp } from './art.ts';
import { demoNews, demoProducts, demoSlider } from './demo-content.ts';

const outDir = process.argv[2] ?? '/tmp/art-preview';
const THUMB = 200;
const COLUMNS = 12;

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const started = performance.now();

  const thumbs: Buffer[] = [];
  for (const p of demoProducts) {
    for (let view = 0; view < p.views; view++) {
      const svg = productSvg(p.art, view);
      const large = await sharp(Buffer.from(svg)).resize(600).png().toBuffer();
      await writeFile(path.join(outDir, `product-${p.slug}-${view}.png`), large);
      thumbs.push(await sharp(large).resize(THUMB).png().toBuffer());
    }
  }
  const productMs = performance.now() - started;

  for (let i = 0; i < demoSlider.length; i++) {
    const svg = bannerSvg(i as 0 | 1 | 2);
    await writeFile(path.join(outDir, `banner-${i}.png`), await sharp(Buffer.from(svg)).png().toBuffer());
  }
  const newsIndexes = [...new Set(demoNews.flatMap((n) => (n.imageIndex === null ? [] : [n.imageIndex])))].sort(
    (a, b) => a - b,
  );
  for (const i of newsIndexes) {
    await writeFile(path.join(outDir, `news-${i}.webp`), await renderWebp(newsSvg(i), 1200));
    await writeFile(
      path.join(outDir, `news-${i}.png`),
      await sharp(Buffer.from(newsSvg(i)))
        .resize(600)
        .png()
        .toBuffer(),
    );
  }

  const rows = Math.ceil(thumbs.length / COLUMNS);
  const sheet = sharp({
    create: { width: COLUMNS * THUMB, height: rows * THUMB, channels: 3, background: '#ffffff' },
  }).composite(
    thumbs.map((input, i) => ({ input, left: (i % COLUMNS) * THUMB, top: Math.floor(i / COLUMNS) * THUMB })),
  );
  await sheet.png().toFile(path.join(outDir, 'sheet.png'));

  const total = performance.now() - started;
  console.log(
    `${thumbs.length} product views (${productMs.toFixed(0)} ms), ${demoSlider.length} banners, ${newsIndexes.length} news images; total ${total.toFixed(0)} ms -> ${outDir}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
