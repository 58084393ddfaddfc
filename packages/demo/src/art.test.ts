import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productSvg } from './art.ts';
import { demoProducts } from './demo-content.ts';

// Small enough to compare fast, big enough that a round boule and a long batard differ.
const SIDE = 24;
// Mean difference per colour channel (0-255) below which two pictures read as one to a shopper.
const MIN_DIFFERENCE = 4.5;

async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 8 }).resize(SIDE, SIDE).removeAlpha().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demo product pictures', () => {
  it('give every product a picture of its own', async () => {
    const thumbs = await Promise.all(demoProducts.map((p) => thumbnail(productSvg(p.art, 0))));
    const alike: string[] = [];
    for (let i = 0; i < demoProducts.length; i++) {
      for (let j = i + 1; j < demoProducts.length; j++) {
        const d = difference(thumbs[i]!, thumbs[j]!);
        if (d < MIN_DIFFERENCE) alike.push(`${demoProducts[i]!.name} / ${demoProducts[j]!.name}: ${d.toFixed(1)}`);
      }
    }
    expect(alike).toEqual([]);
  }, 60_000);
});
