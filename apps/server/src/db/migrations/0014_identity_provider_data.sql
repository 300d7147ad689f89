ALTER TABLE "identity_checks" ADD COLUMN "provider_data" jsonb;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "provider_ref" text;--> statement-breakpoint
CREATE INDEX "identity_checks_provider_ref_idx" ON "identity_checks" USING btree ("provider_ref");