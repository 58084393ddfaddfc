CREATE TABLE "user_address_edits" (
	"user_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_address_edits_user_id_source_key_pk" PRIMARY KEY("user_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "user_address_edits" ADD CONSTRAINT "user_address_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;