ALTER TABLE "newsletter_subscriptions" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_lang" CHECK ("newsletter_subscriptions"."lang" in ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lang" CHECK ("orders"."lang" in ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang" CHECK ("users"."lang" in ('en', 'ms'));