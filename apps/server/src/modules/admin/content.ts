import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countOpenOrdersAt } from '../order/service.ts';
import { removeOutlet as deleteOutlet } from '../outlet/staff.ts';

// The content the back office edits is owned by its modules; this file only joins them.
export { addSlide, listSlider, removeSlide, reorderSlides, updateSlideText } from '../slider/staff.ts';
export { listNews, removeNews, saveNews } from '../news/staff.ts';
export { listOutlets, saveOutlet } from '../outlet/staff.ts';

/** Refused while pickups at the outlet are still open, since those shoppers need its address. */
export async function removeOutlet(db: Db, id: number): Promise<void> {
  const open = await countOpenOrdersAt(db, id);
  if (open > 0) {
    throw new AppError(
      'CONFLICT',
      `This outlet still has ${open} open pickup order(s). Complete or cancel them first.`,
    );
  }
  await deleteOutlet(db, id);
}
