-- A log entry's id is taken when it is written but the entry is seen only when its transaction
-- commits, so ids do not say what an instance has read. Each entry keeps its transaction's id: an
-- instance reads again every entry whose transaction was still running at its last read (at or above
-- that read's snapshot xmin), however many entries came after it.
ALTER TABLE "search_changes" ADD COLUMN "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");--> statement-breakpoint
-- Entries of transactions up to this id may have been pruned: an instance whose last read was not
-- past it reloads its whole index instead of trusting the log.
CREATE TABLE "search_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"through" xid8 NOT NULL,
	CONSTRAINT "search_changes_pruned_one_row" CHECK ("search_changes_pruned"."id" = 1)
);
