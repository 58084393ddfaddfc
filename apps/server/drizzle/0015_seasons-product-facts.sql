CREATE TABLE "product_facts" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"halal_status" text,
	"halal_certificate_no" text,
	"halal_certificate_expiry" date,
	"example" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_products" (
	"season_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "season_products_season_id_product_id_pk" PRIMARY KEY("season_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_by" date NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_window_check" CHECK ("seasons"."order_by" < "seasons"."first_day" and "seasons"."first_day" <= "seasons"."last_day")
);
--> statement-breakpoint
ALTER TABLE "product_facts" ADD CONSTRAINT "product_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_products" ADD CONSTRAINT "season_products_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_products" ADD CONSTRAINT "season_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_products_product_idx" ON "season_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "seasons_last_day_idx" ON "seasons" USING btree ("last_day");