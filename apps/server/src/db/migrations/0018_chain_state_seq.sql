ALTER TABLE "chain_state" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_state_seq_idx" ON "chain_state" USING btree ("network","seq");