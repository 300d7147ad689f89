CREATE TABLE "chain_heads" (
	"network" text PRIMARY KEY NOT NULL,
	"block" bigint NOT NULL,
	"hash" text NOT NULL,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_logs" (
	"network" text NOT NULL,
	"block" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"address" text NOT NULL,
	"topic0" text,
	"topic1" text,
	"topic2" text,
	"topic3" text,
	"data" text NOT NULL,
	CONSTRAINT "chain_logs_network_block_log_index_pk" PRIMARY KEY("network","block","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_mempool" (
	"network" text NOT NULL,
	"hash" text NOT NULL,
	"from" text NOT NULL,
	"nonce" integer NOT NULL,
	"raw" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_mempool_network_hash_pk" PRIMARY KEY("network","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_nonces" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "chain_nonces_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE TABLE "chain_state" (
	"network" text NOT NULL,
	"key" text NOT NULL,
	"value" "bytea" NOT NULL,
	"block" bigint NOT NULL,
	CONSTRAINT "chain_state_network_key_pk" PRIMARY KEY("network","key")
);
--> statement-breakpoint
CREATE TABLE "chain_txs" (
	"network" text NOT NULL,
	"hash" text NOT NULL,
	"block" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"from" text NOT NULL,
	"to" text,
	"nonce" integer NOT NULL,
	"value" text NOT NULL,
	"gas_limit" text NOT NULL,
	"gas_used" text NOT NULL,
	"effective_gas_price" text NOT NULL,
	"status" smallint NOT NULL,
	"contract_address" text,
	"revert" text,
	"raw" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_txs_network_hash_pk" PRIMARY KEY("network","hash"),
	CONSTRAINT "chain_txs_block_unique" UNIQUE("network","block")
);
--> statement-breakpoint
CREATE TABLE "chain_writes" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"kind" text NOT NULL,
	"cltn_id" integer,
	"nft_id" integer,
	"from" text NOT NULL,
	"nonce" integer NOT NULL,
	"to" text,
	"data" text NOT NULL,
	"gas" text NOT NULL,
	"max_fee_per_gas" text NOT NULL,
	"max_priority_fee_per_gas" text NOT NULL,
	"raw" text NOT NULL,
	"hashes" jsonb NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"block" bigint,
	"contract_address" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_writes_nonce_unique" UNIQUE("network","from","nonce")
);
--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_logs_address_idx" ON "chain_logs" USING btree ("network","address","topic0","block");--> statement-breakpoint
CREATE INDEX "chain_logs_topic1_idx" ON "chain_logs" USING btree ("network","topic1","block");--> statement-breakpoint
CREATE INDEX "chain_logs_topic2_idx" ON "chain_logs" USING btree ("network","topic2","block");--> statement-breakpoint
CREATE INDEX "chain_mempool_from_idx" ON "chain_mempool" USING btree ("network","from","nonce");--> statement-breakpoint
CREATE INDEX "chain_state_block_idx" ON "chain_state" USING btree ("network","block");--> statement-breakpoint
CREATE INDEX "chain_txs_from_idx" ON "chain_txs" USING btree ("network","from","block");--> statement-breakpoint
CREATE INDEX "chain_txs_to_idx" ON "chain_txs" USING btree ("network","to","block");--> statement-breakpoint
CREATE INDEX "chain_writes_open_idx" ON "chain_writes" USING btree ("network","nonce") WHERE "chain_writes"."status" in ('signed', 'sent');--> statement-breakpoint
CREATE INDEX "chain_writes_nft_idx" ON "chain_writes" USING btree ("nft_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_deploy_unique" ON "chain_writes" USING btree ("cltn_id") WHERE "chain_writes"."kind" = 'deploy' and "chain_writes"."status" <> 'failed';