CREATE TABLE "nft_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"nft_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer,
	"method" text NOT NULL,
	"email" text,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"chain_write_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "cltns" ADD COLUMN "trade_close_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "transfer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_transfers" ADD CONSTRAINT "nft_transfers_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfers" ADD CONSTRAINT "nft_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfers" ADD CONSTRAINT "nft_transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfers" ADD CONSTRAINT "nft_transfers_chain_write_id_chain_writes_id_fk" FOREIGN KEY ("chain_write_id") REFERENCES "public"."chain_writes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfers_code_unique" ON "nft_transfers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfers_open_unique" ON "nft_transfers" USING btree ("nft_id") WHERE "nft_transfers"."status" in ('PENDING', 'MOVING', 'FAILED');--> statement-breakpoint
CREATE INDEX "nft_transfers_sender_idx" ON "nft_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "nft_transfers_pending_idx" ON "nft_transfers" USING btree ("expires_at") WHERE "nft_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "nft_transfers_moving_idx" ON "nft_transfers" USING btree ("updated_at") WHERE "nft_transfers"."status" = 'MOVING';--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_ref_unique" ON "chain_writes" USING btree ("ref") WHERE "chain_writes"."ref" is not null and "chain_writes"."status" <> 'failed';