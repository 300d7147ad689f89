CREATE TABLE "access_link_coupons" (
	"link_id" integer NOT NULL,
	"held_coupon_id" integer NOT NULL,
	CONSTRAINT "access_link_coupons_link_id_held_coupon_id_pk" PRIMARY KEY("link_id","held_coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"held_coupon_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"nft_id" integer,
	"use_cnt" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_coupons_use_cnt_positive" CHECK ("held_coupons"."use_cnt" >= 0)
);
--> statement-breakpoint
ALTER TABLE "qr_nonces" ALTER COLUMN "nft_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_nonces" ADD COLUMN "held_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "access_link_coupons" ADD CONSTRAINT "access_link_coupons_link_id_access_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."access_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_link_coupons" ADD CONSTRAINT "access_link_coupons_held_coupon_id_held_coupons_id_fk" FOREIGN KEY ("held_coupon_id") REFERENCES "public"."held_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_histories" ADD CONSTRAINT "coupon_histories_held_coupon_id_held_coupons_id_fk" FOREIGN KEY ("held_coupon_id") REFERENCES "public"."held_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_histories" ADD CONSTRAINT "coupon_histories_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_coupons" ADD CONSTRAINT "held_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_coupons" ADD CONSTRAINT "held_coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_coupons" ADD CONSTRAINT "held_coupons_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_histories_held_idx" ON "coupon_histories" USING btree ("held_coupon_id");--> statement-breakpoint
CREATE INDEX "held_coupons_owner_idx" ON "held_coupons" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "held_coupons_nft_idx" ON "held_coupons" USING btree ("nft_id");--> statement-breakpoint
ALTER TABLE "qr_nonces" ADD CONSTRAINT "qr_nonces_held_coupon_id_held_coupons_id_fk" FOREIGN KEY ("held_coupon_id") REFERENCES "public"."held_coupons"("id") ON DELETE cascade ON UPDATE no action;