-- Each instance holds the visible catalogue's search terms in memory (modules/product/search-index.ts)
-- and follows product changes through this log: triggers write the seq of every product whose
-- searchable state changed, and instances read what came after the last entry they applied.
CREATE TABLE "search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"seq" bigint NOT NULL
);--> statement-breakpoint
-- Bulk inserts and deletes are logged per statement from the transition tables.
CREATE FUNCTION "search_changes_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "search_changes" ("seq") SELECT "seq" FROM "new_rows";
	ELSE
		INSERT INTO "search_changes" ("seq") SELECT "seq" FROM "old_rows";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_changes_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_changes" ("seq") VALUES (NEW."seq");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_changes_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION search_changes_of_rows();--> statement-breakpoint
CREATE TRIGGER "products_search_changes_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION search_changes_of_rows();--> statement-breakpoint
-- Stock changes with every order and is not searched: only what search ranks or shows is logged.
CREATE TRIGGER "products_search_changes_update" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description"
		OR OLD."category" IS DISTINCT FROM NEW."category" OR OLD."sub_category" IS DISTINCT FROM NEW."sub_category"
		OR OLD."hidden" IS DISTINCT FROM NEW."hidden" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
		OR OLD."bestseller" IS DISTINCT FROM NEW."bestseller" OR OLD."price_cents" IS DISTINCT FROM NEW."price_cents")
	EXECUTE FUNCTION search_changes_of_row();--> statement-breakpoint
-- Search no longer ranks in the database: the name-only full-text index and the dictionary's trigram
-- index (corrections are computed in memory) only cost writes now.
DROP INDEX "products_name_search_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";
