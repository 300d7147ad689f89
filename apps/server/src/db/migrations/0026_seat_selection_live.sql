ALTER TABLE "seat_reqs" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each customer's newest unexpired selection of a date is its live one; the others have been replaced.
UPDATE "seat_reqs" r SET "live" = true
WHERE r."expires_at" > now() AND NOT EXISTS (
  SELECT 1 FROM "seat_reqs" o
  WHERE o."user_id" = r."user_id" AND o."cltn_time_id" = r."cltn_time_id" AND o."expires_at" > now()
    AND (o."created_at", o."id") > (r."created_at", r."id")
);--> statement-breakpoint
-- One live selection per customer and date. Deferrable, so that the statement that ends the live
-- one and starts the next is checked at its end (a unique index would check row by row).
ALTER TABLE "seat_reqs" ADD CONSTRAINT "seat_reqs_one_live"
  EXCLUDE USING btree ("user_id" WITH =, "cltn_time_id" WITH =) WHERE ("live") DEFERRABLE INITIALLY IMMEDIATE;
