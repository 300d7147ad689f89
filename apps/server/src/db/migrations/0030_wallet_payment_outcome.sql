CREATE TABLE "treasury_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref" text NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_payouts_ref_unique" ON "treasury_payouts" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_order_taken_unique" ON "wallet_payments" USING btree ("order_id") WHERE "wallet_payments"."outcome" = 'ORDER';--> statement-breakpoint
-- Payments recorded before outcomes: the one an order settled with took it; every other was sent back (or is).
UPDATE "wallet_payments" SET "outcome" = CASE WHEN EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = "wallet_payments"."order_id" AND o."payment_key" = "wallet_payments"."tx_hash" AND o."status" NOT IN ('RESERVED', 'PAYING', 'EXPIRED', 'FAILED')) THEN 'ORDER' ELSE 'EXTRA' END WHERE "outcome" IS NULL;
