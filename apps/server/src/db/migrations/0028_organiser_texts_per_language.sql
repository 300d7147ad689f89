ALTER TABLE "nft_group_prices" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;