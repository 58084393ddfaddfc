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
-- A search answers each product's row from memory, stock included, so every update is logged: an
-- order's stock change costs one small insert here and one product's reload per instance.
CREATE TRIGGER "products_search_changes_update" AFTER UPDATE ON "products" FOR EACH ROW
	EXECUTE FUNCTION search_changes_of_row();--> statement-breakpoint
-- Search no longer ranks in the database: the name-only full-text index and the dictionary's trigram
-- index (corrections are computed in memory) only cost writes now.
DROP INDEX "products_name_search_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";
