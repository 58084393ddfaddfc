-- search_changes.xid: a log entry's id is taken when it is written but the entry is seen only when its
-- transaction commits, so each entry keeps its transaction's id and an instance reads again every entry
-- of a transaction still running at its last read. search_changes_pruned records how far the log was
-- cut. search_stats and search_corrections_accepted: staff's search insight, counts per query and day.
CREATE TABLE "search_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"through" "xid8" NOT NULL,
	CONSTRAINT "search_changes_pruned_one_row" CHECK ("search_changes_pruned"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_corrections_accepted" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"correction" text NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_corrections_accepted_day_query_correction_pk" PRIMARY KEY("day","query","correction")
);
--> statement-breakpoint
CREATE TABLE "search_stats" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_stats_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
ALTER TABLE "search_changes" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");