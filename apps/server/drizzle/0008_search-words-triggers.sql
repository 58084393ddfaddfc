-- The words of a product that search corrects typed words against: lower-cased, unstemmed, letters
-- only (numbers are never misspelt into words), one entry per product.
CREATE FUNCTION "search_words_of"("name" text, "description" text, "category" text, "sub_category" text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(array_agg(w ORDER BY w), '{}')
	FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "name" || ' ' || "sub_category" || ' ' || "category" || ' ' || "description"))) AS w
	WHERE length(w) > 1 AND w !~ '[0-9]'
$$;--> statement-breakpoint
-- Inserts and hard deletes may touch thousands of rows at once (the bulk seed), so they are counted
-- per statement from the transition tables; words are taken in order so concurrent writers lock
-- dictionary rows in the same order.
CREATE FUNCTION "search_words_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" AS s ("word", "products")
	SELECT w, count(*) FROM "new_rows" r, unnest(search_words_of(r."name", r."description", r."category", r."sub_category")) AS w
	WHERE r."deleted_at" IS NULL AND NOT r."hidden"
	GROUP BY w ORDER BY w
	ON CONFLICT ("word") DO UPDATE SET "products" = s."products" + excluded."products";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_words" s SET "products" = s."products" - g.n
	FROM (
		SELECT w, count(*) AS n FROM "old_rows" r, unnest(search_words_of(r."name", r."description", r."category", r."sub_category")) AS w
		WHERE r."deleted_at" IS NULL AND NOT r."hidden"
		GROUP BY w
	) g
	WHERE s."word" = g.w;
	DELETE FROM "search_words" WHERE "products" <= 0;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Updates come one product at a time (the back office) and most of them (stock, flags, price) leave
-- the words alone: the trigger's WHEN skips those, so an order never writes to the dictionary.
CREATE FUNCTION "search_words_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_words text[] := CASE WHEN OLD."deleted_at" IS NULL AND NOT OLD."hidden"
		THEN search_words_of(OLD."name", OLD."description", OLD."category", OLD."sub_category") ELSE '{}' END;
	new_words text[] := CASE WHEN NEW."deleted_at" IS NULL AND NOT NEW."hidden"
		THEN search_words_of(NEW."name", NEW."description", NEW."category", NEW."sub_category") ELSE '{}' END;
BEGIN
	UPDATE "search_words" SET "products" = "products" - 1 WHERE "word" = ANY(old_words);
	INSERT INTO "search_words" AS s ("word", "products") SELECT w, 1 FROM unnest(new_words) AS w ORDER BY w
	ON CONFLICT ("word") DO UPDATE SET "products" = s."products" + 1;
	DELETE FROM "search_words" WHERE "products" <= 0 AND "word" = ANY(old_words);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_delete();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description"
		OR OLD."category" IS DISTINCT FROM NEW."category" OR OLD."sub_category" IS DISTINCT FROM NEW."sub_category"
		OR OLD."hidden" IS DISTINCT FROM NEW."hidden" OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
	EXECUTE FUNCTION search_words_after_update();--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
SELECT w, count(*) FROM "products" p, unnest(search_words_of(p."name", p."description", p."category", p."sub_category")) AS w
WHERE p."deleted_at" IS NULL AND NOT p."hidden"
GROUP BY w;--> statement-breakpoint
-- Typed words are corrected by trigram similarity against the dictionary.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Names alone, so a search can gather the products whose name matches without wading through the
-- (many more) products that mention the words only in their description.
CREATE INDEX "products_name_search_idx" ON "products" USING gin (to_tsvector('english'::regconfig, "name")) WHERE "deleted_at" IS NULL AND NOT "hidden";--> statement-breakpoint
-- The shop's Malay terms and their English words; staff edit the list in the back office.
INSERT INTO "search_synonyms" ("term", "synonyms") VALUES
	('roti', '{bread,loaf,bun}'),
	('kek', '{cake}'),
	('kuih', '{pastries,cake}'),
	('pastri', '{pastry,pastries}'),
	('donat', '{donut}'),
	('biskut', '{cookies,biscuit}'),
	('coklat', '{chocolate}'),
	('mentega', '{butter}'),
	('gula', '{sugar}'),
	('telur', '{egg}'),
	('susu', '{milk}'),
	('strawberi', '{strawberry}'),
	('baju', '{shirt,top,tee,topwear}'),
	('kemeja', '{shirt}'),
	('seluar', '{trousers,jeans,chinos,bottomwear}'),
	('gaun', '{dress}'),
	('jaket', '{jacket}'),
	('topi', '{cap,beanie}'),
	('kanak-kanak', '{kids}'),
	('budak', '{kids}'),
	('lelaki', '{men}'),
	('perempuan', '{women}'),
	('wanita', '{women}'),
	('doughnut', '{donut}'),
	('pants', '{trousers}'),
	('jumper', '{sweater}'),
	('t-shirt', '{tee}');
--> statement-breakpoint
-- The planner prices a full-text match like an integer comparison, so under a LIMIT it preferred
-- reading the table in order and testing every row (250 ms for a common word at 100,000 products on
-- PGlite) over the full-text index. Priced closer to what it costs, the index wins. Changing a
-- built-in function needs a superuser (PGlite always is); elsewhere the planner's own choice stands.
DO $$
BEGIN
	ALTER FUNCTION ts_match_vq(tsvector, tsquery) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'ts_match_vq keeps its planner cost (not a superuser)';
END $$;
