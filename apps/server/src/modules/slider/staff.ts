import type { SliderInput, SliderItem, SliderText } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/** The back office's side of the slider: adding, rewording, removing and reordering banners. */

export const listSlider = (db: Db): Promise<SliderItem[]> => q.listSlideRows(db);

export async function addSlide(db: Db, input: z.output<typeof SliderInput>): Promise<SliderItem> {
  return q.insertSlide(db, input);
}

/** Changes a banner's words (description, headline, subtitle); its picture and place stay. */
export async function updateSlideText(db: Db, id: number, text: z.output<typeof SliderText>): Promise<void> {
  if (!(await q.updateSlide(db, id, text))) throw notFound('This slide does not exist.');
}

export async function removeSlide(db: Db, id: number): Promise<void> {
  if (!(await q.deleteSlide(db, id))) throw notFound('This slide does not exist.');
}

/** The new order must name every slide once, so a stale screen cannot drop or duplicate one. */
export async function reorderSlides(db: Db, ids: number[]): Promise<SliderItem[]> {
  return db.transaction(async (tx) => {
    const known = new Set(await q.lockSlideIds(tx));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new AppError('CONFLICT', 'The slides have changed since this page loaded. Please reload and try again.');
    }
    for (const [position, id] of ids.entries()) await q.updateSlide(tx, id, { position });
    return q.listSlideRows(tx);
  });
}
