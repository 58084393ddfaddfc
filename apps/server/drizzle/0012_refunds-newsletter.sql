-- Payments Stripe took for orders that cannot keep them (refunded, or listed for staff), and the
-- newsletter's double opt-in.
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"payment_intent_id" text,
	"order_id" uuid,
	"email" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"stripe_refund_id" text,
	"error" text,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Added by hand to the generated file: subscriptions from before the double opt-in were taken at their
-- word, so they count as confirmed and keep their address as their mailbox.
UPDATE "newsletter_subscriptions" SET "mailbox" = "email", "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_session" ON "payment_refunds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("status","handled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_mailbox" ON "newsletter_subscriptions" USING btree ("mailbox");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");