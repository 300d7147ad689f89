CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cltn_id" integer NOT NULL,
	"cltn_time_id" integer,
	"nft_group_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_count" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"booking_fee" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"ref_code" text,
	"affiliate" text,
	"seat_req_id" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reservation_key" text,
	"payment_idem_key" text,
	"provider" text,
	"payment_method" text,
	"payment_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_amount" integer,
	"refund_fee" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_user_reservation_key" UNIQUE("user_id","reservation_key"),
	CONSTRAINT "orders_amount_range" CHECK ("orders"."amount" between 0 and 2100000000)
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"cltn_time_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"seat_req_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"order_id" text,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_cltn_time_id_seat_id_pk" PRIMARY KEY("cltn_time_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "seat_reqs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cltn_id" integer NOT NULL,
	"cltn_time_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cltns" ADD COLUMN "booking_fees" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_groups" ADD COLUMN "reserved_cnt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cltn_time_id_cltn_times_id_fk" FOREIGN KEY ("cltn_time_id") REFERENCES "public"."cltn_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_cltn_time_id_cltn_times_id_fk" FOREIGN KEY ("cltn_time_id") REFERENCES "public"."cltn_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reqs" ADD CONSTRAINT "seat_reqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reqs" ADD CONSTRAINT "seat_reqs_cltn_id_cltns_id_fk" FOREIGN KEY ("cltn_id") REFERENCES "public"."cltns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reqs" ADD CONSTRAINT "seat_reqs_cltn_time_id_cltn_times_id_fk" FOREIGN KEY ("cltn_time_id") REFERENCES "public"."cltn_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "seat_holds_req_idx" ON "seat_holds" USING btree ("seat_req_id");--> statement-breakpoint
CREATE INDEX "seat_holds_order_idx" ON "seat_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seat_reqs_user_idx" ON "seat_reqs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "nfts_order_idx" ON "nfts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "nfts_group_owner_idx" ON "nfts" USING btree ("nft_group_id","owner_id");--> statement-breakpoint
ALTER TABLE "nft_groups" ADD CONSTRAINT "nft_groups_sold_within_total" CHECK ("nft_groups"."reserved_cnt" >= 0 and "nft_groups"."issued_cnt" + "nft_groups"."reserved_cnt" <= "nft_groups"."total_cnt");