CREATE TABLE "cltn_members" (
	"user_id" integer NOT NULL,
	"cltn_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cltn_members_user_id_cltn_id_pk" PRIMARY KEY("user_id","cltn_id"),
	CONSTRAINT "cltn_members_role" CHECK ("cltn_members"."role" in ('owner', 'manager', 'box_office', 'door'))
);
--> statement-breakpoint
ALTER TABLE "host_brands" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "cltn_members" ADD CONSTRAINT "cltn_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cltn_members" ADD CONSTRAINT "cltn_members_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cltn_members_cltn_idx" ON "cltn_members" USING btree ("cltn_id");--> statement-breakpoint
ALTER TABLE "host_brands" ADD CONSTRAINT "host_brands_role" CHECK ("host_brands"."role" in ('owner', 'manager', 'box_office', 'door'));