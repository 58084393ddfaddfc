import type { Db } from '../../src/db/client.ts';
import { prepareSearchText } from '../../src/modules/product/search-plan.ts';
import { searchCatalogue } from '../../src/modules/product/search.ts';

/** The first `limit` rows a search for `text` answers, over the whole catalogue, best first. */
export async function searchRows(db: Db, text: string, limit: number) {
  const found = await searchCatalogue(
    db,
    prepareSearchText(text)!,
    { categories: [], subCategories: [] },
    { sort: 'relevant', offset: 0, limit },
  );
  return found.rows;
}
