ALTER TABLE "product_facts" ADD COLUMN "ingredients_ms" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_names_ms" jsonb;