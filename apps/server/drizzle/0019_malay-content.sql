CREATE TABLE "category_names" (
	"name" text PRIMARY KEY NOT NULL,
	"name_ms" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "notes_ms" text;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "alt_ms" text;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "headline_ms" text;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "subtitle_ms" text;