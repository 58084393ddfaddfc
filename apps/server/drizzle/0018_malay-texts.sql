ALTER TABLE "news" ADD COLUMN "title_ms" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "description_ms" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ms" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ms" text;