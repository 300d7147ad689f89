CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_img" text NOT NULL,
	"profile_img" text NOT NULL,
	"banner_img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cltn_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"open_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cltns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"logo_img" text NOT NULL,
	"color" text NOT NULL,
	"network" text NOT NULL,
	"contract_address" text,
	"place_id" integer,
	"location_type" text DEFAULT 'offline' NOT NULL,
	"online_url" text,
	"time_zone" text NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"is_qpass" boolean DEFAULT false NOT NULL,
	"qr_type" text DEFAULT 'DYNAMIC' NOT NULL,
	"qr_valid_time" integer DEFAULT 30 NOT NULL,
	"seat_hold_minutes" integer DEFAULT 10 NOT NULL,
	"refund_plan" text DEFAULT 'KR_STANDARD' NOT NULL,
	"currency" text NOT NULL,
	"sell_yn" boolean DEFAULT false NOT NULL,
	"max_price" integer,
	"royalty" integer DEFAULT 0 NOT NULL,
	"transfer_yn" boolean DEFAULT true NOT NULL,
	"hide_start_date" boolean DEFAULT false NOT NULL,
	"qtnr_template_id" integer,
	"qtnr_required" boolean DEFAULT false NOT NULL,
	"sale_start_at" timestamp with time zone NOT NULL,
	"sale_end_at" timestamp with time zone NOT NULL,
	"period_start_at" timestamp with time zone,
	"period_end_at" timestamp with time zone,
	"announce_at" timestamp with time zone,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cltns_royalty_range" CHECK ("cltns"."royalty" between 0 and 100),
	CONSTRAINT "cltns_qr_valid_time_positive" CHECK ("cltns"."qr_valid_time" > 1)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cltn_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"use_limit" integer DEFAULT 1 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"code" text NOT NULL,
	"affiliate" text NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"nft_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_cltn_code" UNIQUE("cltn_id","code")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"logo" text NOT NULL,
	"start_logo" text NOT NULL,
	"login_methods" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"redirect_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_group_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"nft_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nft_group_prices_price_range" CHECK ("nft_group_prices"."price" between 0 and 2100000000)
);
--> statement-breakpoint
CREATE TABLE "nft_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"cltn_time_id" integer,
	"zone_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_cnt" integer NOT NULL,
	"issued_cnt" integer DEFAULT 0 NOT NULL,
	"mintable_cnt_per_wallet" integer NOT NULL,
	"status" text DEFAULT 'SALE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nft_groups_issued_within_total" CHECK ("nft_groups"."issued_cnt" between 0 and "nft_groups"."total_cnt")
);
--> statement-breakpoint
CREATE TABLE "nft_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"nft_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cltn_id" integer NOT NULL,
	"nft_group_id" integer,
	"cltn_time_id" integer,
	"owner_id" integer,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"token_id" text,
	"serial" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seat_id" integer,
	"is_lock" boolean DEFAULT false NOT NULL,
	"grouping" boolean DEFAULT false NOT NULL,
	"group_count" integer DEFAULT 1 NOT NULL,
	"use_cnt" integer DEFAULT 0 NOT NULL,
	"total_use_cnt" integer DEFAULT 1 NOT NULL,
	"qtnr_info" jsonb,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"shape" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"time_zone" text NOT NULL,
	"map_width" integer DEFAULT 1000 NOT NULL,
	"map_height" integer DEFAULT 800 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"row" text NOT NULL,
	"number" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	CONSTRAINT "seats_zone_row_number" UNIQUE("zone_id","row","number")
);
--> statement-breakpoint
CREATE TABLE "qtnr_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'CUSTOMER' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"allow_ad" boolean DEFAULT false NOT NULL,
	"is_first" boolean DEFAULT true NOT NULL,
	"use_auth" boolean DEFAULT false NOT NULL,
	"profile_img" text,
	"label_name" text,
	"customer_key" text NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cltn_times" ADD CONSTRAINT "cltn_times_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cltns" ADD CONSTRAINT "cltns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cltns" ADD CONSTRAINT "cltns_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cltns" ADD CONSTRAINT "cltns_qtnr_template_id_qtnr_templates_id_fk" FOREIGN KEY ("qtnr_template_id") REFERENCES "public"."qtnr_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_group_prices" ADD CONSTRAINT "nft_group_prices_nft_group_id_nft_groups_id_fk" FOREIGN KEY ("nft_group_id") REFERENCES "public"."nft_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD CONSTRAINT "nft_groups_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD CONSTRAINT "nft_groups_cltn_time_id_cltn_times_id_fk" FOREIGN KEY ("cltn_time_id") REFERENCES "public"."cltn_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD CONSTRAINT "nft_groups_zone_id_place_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."place_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_histories" ADD CONSTRAINT "nft_histories_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_histories" ADD CONSTRAINT "nft_histories_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_nft_group_id_nft_groups_id_fk" FOREIGN KEY ("nft_group_id") REFERENCES "public"."nft_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_cltn_time_id_cltn_times_id_fk" FOREIGN KEY ("cltn_time_id") REFERENCES "public"."cltn_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_zones" ADD CONSTRAINT "place_zones_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_zone_id_place_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."place_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_label_name_labels_name_fk" FOREIGN KEY ("label_name") REFERENCES "public"."labels"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cltn_times_cltn_idx" ON "cltn_times" USING btree ("cltn_id");--> statement-breakpoint
CREATE INDEX "cltns_brand_idx" ON "cltns" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "coupons_brand_idx" ON "coupons" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "nft_group_prices_group_idx" ON "nft_group_prices" USING btree ("nft_group_id");--> statement-breakpoint
CREATE INDEX "nft_groups_cltn_idx" ON "nft_groups" USING btree ("cltn_id");--> statement-breakpoint
CREATE INDEX "nft_histories_nft_idx" ON "nft_histories" USING btree ("nft_id","id");--> statement-breakpoint
CREATE INDEX "nfts_owner_idx" ON "nfts" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "nfts_cltn_idx" ON "nfts" USING btree ("cltn_id");--> statement-breakpoint
CREATE INDEX "notifications_user_unconfirmed_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "place_zones_place_idx" ON "place_zones" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "seats_place_idx" ON "seats" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_unique" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_key_unique" ON "users" USING btree ("customer_key");