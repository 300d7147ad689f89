CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" text DEFAULT 'WAITING' NOT NULL,
	"nft_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cltn_id" integer NOT NULL,
	"nft_group_id" integer NOT NULL,
	"max_claims" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_codes_claimed_range" CHECK ("claim_codes"."claimed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nft_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"cltn_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"list_hash" text,
	"entries" jsonb,
	"winners" jsonb,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"nft_id" integer,
	"answers" jsonb,
	"waiting_since" timestamp with time zone,
	"closed_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cltns" ADD COLUMN "apply_image_max" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cltns" ADD COLUMN "apply_image_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_nft_group_id_nft_groups_id_fk" FOREIGN KEY ("nft_group_id") REFERENCES "public"."nft_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_code_id_claim_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."claim_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_cltn_user_unique" ON "applications" USING btree ("cltn_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_entry_unique" ON "applications" USING btree ("entry");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_codes_code_unique" ON "claim_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "claim_codes_cltn_idx" ON "claim_codes" USING btree ("cltn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_code_user_unique" ON "claims" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_cltn_user_unique" ON "rsvps" USING btree ("cltn_id","user_id");--> statement-breakpoint
CREATE INDEX "rsvps_waiting_idx" ON "rsvps" USING btree ("cltn_id","waiting_since") WHERE "rsvps"."state" = 'WAITING';