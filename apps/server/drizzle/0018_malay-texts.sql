ALTER TABLE "products" ADD COLUMN "name_ms" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ms" text;