CREATE TABLE "sandbox_payment_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_key" text,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"customer_key" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "sandbox_payments_amount_positive" CHECK ("sandbox_payments"."amount" > 0),
	CONSTRAINT "sandbox_payments_cancelled_range" CHECK ("sandbox_payments"."cancelled_amount" >= 0 and "sandbox_payments"."cancelled_amount" <= "sandbox_payments"."amount")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_paid_order_idx" ON "sandbox_payments" USING btree ("order_id") WHERE "sandbox_payments"."status" in ('DONE', 'PARTIAL_CANCELED', 'CANCELED');