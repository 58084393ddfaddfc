-- Search insight for staff: counts per normalised query and shop day, nothing about who searched.
CREATE TABLE "search_stats" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_stats_day_query_pk" PRIMARY KEY("day","query")
);--> statement-breakpoint
CREATE TABLE "search_corrections_accepted" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"correction" text NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_corrections_accepted_day_query_correction_pk" PRIMARY KEY("day","query","correction")
);
