CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"nft_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"royalty_percent" integer NOT NULL,
	"royalty" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee" integer NOT NULL,
	"net" integer NOT NULL,
	"buyer_id" integer,
	"order_id" text,
	"reserved_until" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"currency" text NOT NULL,
	"gross" integer NOT NULL,
	"royalty" integer NOT NULL,
	"fee" integer NOT NULL,
	"net" integer NOT NULL,
	"status" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"provider_ref" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "face_value" integer;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "face_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'SALE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_open_unique" ON "listings" USING btree ("nft_id") WHERE "listings"."status" in ('REGISTERING', 'LISTED', 'FAILED', 'RESERVED');--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "listings_order_idx" ON "listings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_listing_unique" ON "payouts" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("release_at") WHERE "payouts"."status" = 'HELD';--> statement-breakpoint
-- Face values of the tokens already held: a bought one's price after its order's discount, a
-- given or seeded one's group price in its collection's currency.
UPDATE "nfts" SET "face_value" = ("orders"."subtotal" - "orders"."discount") / greatest("orders"."ticket_count", 1), "face_currency" = "orders"."currency"
FROM "orders" WHERE "orders"."id" = "nfts"."order_id" AND "nfts"."face_value" IS NULL;--> statement-breakpoint
UPDATE "nfts" SET "face_value" = "p"."price", "face_currency" = "p"."currency"
FROM (
  SELECT DISTINCT ON ("g"."nft_group_id") "g"."nft_group_id", "g"."price", "g"."currency"
  FROM "nft_group_prices" "g"
  JOIN "nft_groups" "ng" ON "ng"."id" = "g"."nft_group_id"
  JOIN "cltns" "c" ON "c"."id" = "ng"."cltn_id"
  ORDER BY "g"."nft_group_id", ("g"."currency" = "c"."currency") DESC, "g"."sort"
) "p"
WHERE "p"."nft_group_id" = "nfts"."nft_group_id" AND "nfts"."order_id" IS NULL AND "nfts"."face_value" IS NULL AND "p"."price" > 0;
