CREATE TABLE "cltn_search_docs" (
	"cltn_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"others" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "city_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cltn_search_docs" ADD CONSTRAINT "cltn_search_docs_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cltn_search_docs_names_trgm" ON "cltn_search_docs" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cltn_search_docs_others_trgm" ON "cltn_search_docs" USING gin ("others" gin_trgm_ops);