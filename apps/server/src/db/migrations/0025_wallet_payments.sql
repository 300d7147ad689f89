CREATE TABLE "wallet_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"payer" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"refund_refs" text[] DEFAULT '{}' NOT NULL,
	"block" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_payments_tx_lower" CHECK ("wallet_payments"."tx_hash" = lower("wallet_payments"."tx_hash")),
	CONSTRAINT "wallet_payments_refunded_range" CHECK ("wallet_payments"."refunded" between 0 and "wallet_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "nft_group_prices" DROP CONSTRAINT "nft_group_prices_price_range";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_range";--> statement-breakpoint
ALTER TABLE "cltns" ALTER COLUMN "max_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "nft_group_prices" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "nfts" ALTER COLUMN "face_value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "booking_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refund_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refund_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_tx_unique" ON "wallet_payments" USING btree ("network","tx_hash");--> statement-breakpoint
CREATE INDEX "wallet_payments_order_idx" ON "wallet_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_wallet_key_idx" ON "orders" USING btree ("wallet_key") WHERE "orders"."wallet_key" is not null;--> statement-breakpoint
ALTER TABLE "nft_group_prices" ADD CONSTRAINT "nft_group_prices_price_range" CHECK ("nft_group_prices"."price" between 0 and 9000000000000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_range" CHECK ("orders"."amount" between 0 and 9000000000000000);