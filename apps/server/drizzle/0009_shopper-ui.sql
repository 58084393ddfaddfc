ALTER TABLE "slider_images" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_images" ADD COLUMN "subtitle" text DEFAULT '' NOT NULL;