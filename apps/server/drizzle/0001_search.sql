-- Catalogue search (issue 3): full-text over name, type, category and description, plus trigram
-- matching on the name for partial words and typos. The vector is a stored generated column kept out
-- of schema.ts on purpose: Drizzle's select() then never reads it, and only the search queries in
-- modules/product/queries.ts refer to it (by the same name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "sub_category" || ' ' || "category"), 'B') ||
	setweight(to_tsvector('english'::regconfig, "description"), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The collection's price sorts walk this index and stop after one page.
CREATE INDEX "products_price_seq_idx" ON "products" USING btree ("price_cents","seq");
--> statement-breakpoint
-- One shelf (category and type) in each collection order; a filtered page merges a few shelves,
-- each read in order and only as far as the page needs (see listCataloguePage).
CREATE INDEX "products_shelf_price_idx" ON "products" USING btree ("category","sub_category","price_cents","seq") WHERE "deleted_at" IS NULL AND NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_shelf_featured_idx" ON "products" USING btree ("category","sub_category","bestseller","seq") WHERE "deleted_at" IS NULL AND NOT "hidden";
