-- Each instance holds the visible catalogue in memory for search (modules/product/search-index.ts)
-- and follows product changes through this log: triggers write the seq of every product whose
-- searchable state changed, and instances read what came after the last entry they applied.
CREATE TABLE "search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"seq" bigint NOT NULL
);
