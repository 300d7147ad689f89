CREATE TABLE "wallet_link_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_links_address_lower" CHECK ("wallet_links"."address" = lower("wallet_links"."address"))
);
--> statement-breakpoint
ALTER TABLE "wallet_link_challenges" ADD CONSTRAINT "wallet_link_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_link_challenges_nonce_unique" ON "wallet_link_challenges" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "wallet_link_challenges_user_idx" ON "wallet_link_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_user_unique" ON "wallet_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_address_unique" ON "wallet_links" USING btree ("address");