CREATE TABLE "einvoice_consolidated_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"einvoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"buyer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid,
	"period" text,
	"refers_to" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"document" jsonb,
	"status" text NOT NULL,
	"error" text,
	"submission_uid" text,
	"myinvois_uuid" text,
	"long_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tax_categories" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoice_consolidated_orders" ADD CONSTRAINT "einvoice_consolidated_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_consolidated_orders" ADD CONSTRAINT "einvoice_consolidated_orders_einvoice_id_einvoices_id_fk" FOREIGN KEY ("einvoice_id") REFERENCES "public"."einvoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_requests" ADD CONSTRAINT "einvoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_categories" ADD CONSTRAINT "product_tax_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoice_consolidated_orders_einvoice_idx" ON "einvoice_consolidated_orders" USING btree ("einvoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_number_key" ON "einvoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_individual_order_key" ON "einvoices" USING btree ("order_id") WHERE kind = 'individual';--> statement-breakpoint
CREATE INDEX "einvoices_order_idx" ON "einvoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "einvoices_status_idx" ON "einvoices" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "einvoices_created_idx" ON "einvoices" USING btree ("created_at");