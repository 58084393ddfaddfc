import { describe, expect, it } from 'vitest';
import { demoNews, demoOutlets, demoProducts, demoSlider } from './index.ts';
import {
  demoCategoryMalay,
  demoMalay,
  demoNewsMalay,
  demoOptionMalay,
  demoOutletNotes,
  demoSliderMalay,
} from './demo-malay.ts';
import { demoFacts } from './demo-festive.ts';

// The contract's SLIDE_HEADLINE_MAX and SLIDE_SUBTITLE_MAX: this package does not depend on the contract.
const SLIDE_HEADLINE_MAX = 60;
const SLIDE_SUBTITLE_MAX = 120;

describe('the demo catalogue in Malay', () => {
  it('gives every demo product, and only those, a short Malay name and description', () => {
    const slugs = demoProducts.map((p) => p.slug).sort();
    expect(Object.keys(demoMalay).sort()).toEqual(slugs);
    for (const p of demoProducts) {
      const malay = demoMalay[p.slug]!;
      expect(malay.name.length, p.slug).toBeLessThanOrEqual(120);
      expect(malay.description.length, p.slug).toBeLessThanOrEqual(200);
      expect(malay.name, p.slug).not.toBe(p.name);
    }
  });

  it('names worded options and lists ingredients in Malay, short and not the English', () => {
    const options = new Set(demoProducts.flatMap((p) => p.features));
    for (const [option, malay] of Object.entries(demoOptionMalay)) {
      expect(options.has(option), option).toBe(true);
      // The back office keeps an option's Malay name within 40 characters.
      expect(malay.length, option).toBeLessThanOrEqual(40);
      expect(malay, option).not.toBe(option);
    }
    for (const [slug, facts] of Object.entries(demoFacts)) {
      expect(facts.ingredientsMs, slug).not.toBe(facts.ingredients);
      expect(facts.ingredientsMs.length, slug).toBeLessThanOrEqual(1000);
    }
  });

  it('names every category and type the demo products use, and no other', () => {
    const shelves = new Set(demoProducts.flatMap((p) => [p.category, p.subCategory]));
    expect(Object.keys(demoCategoryMalay).sort()).toEqual([...shelves].sort());
  });

  it('words every banner, outlet and story in Malay, within the limits the back office keeps', () => {
    expect(demoSliderMalay).toHaveLength(demoSlider.length);
    for (const [i, slide] of demoSliderMalay.entries()) {
      expect(slide.headline.length).toBeLessThanOrEqual(SLIDE_HEADLINE_MAX);
      expect(slide.subtitle.length).toBeLessThanOrEqual(SLIDE_SUBTITLE_MAX);
      expect(slide.headline).not.toBe(demoSlider[i]!.headline);
    }
    expect(demoOutletNotes).toHaveLength(demoOutlets.length);
    for (const o of demoOutletNotes) expect(Math.max(o.notes.length, o.notesMs.length)).toBeLessThanOrEqual(500);
    expect(demoNewsMalay).toHaveLength(demoNews.length);
    for (const [i, story] of demoNewsMalay.entries()) {
      expect(story.title).not.toBe(demoNews[i]!.title);
      // Short, as a shop writes its Malay notes: never longer than the English story.
      expect(story.description.length).toBeLessThan(demoNews[i]!.description.length);
    }
  });
});
