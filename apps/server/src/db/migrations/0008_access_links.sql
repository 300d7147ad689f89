CREATE TABLE "access_link_nfts" (
	"link_id" integer NOT NULL,
	"nft_id" integer NOT NULL,
	CONSTRAINT "access_link_nfts_link_id_nft_id_pk" PRIMARY KEY("link_id","nft_id")
);
--> statement-breakpoint
CREATE TABLE "access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_hash" text NOT NULL,
	"owner_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_links_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
ALTER TABLE "access_link_nfts" ADD CONSTRAINT "access_link_nfts_link_id_access_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."access_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_link_nfts" ADD CONSTRAINT "access_link_nfts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_links_owner_idx" ON "access_links" USING btree ("owner_id");