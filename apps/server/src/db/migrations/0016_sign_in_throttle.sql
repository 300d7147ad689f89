CREATE TABLE "sign_in_failures" (
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_user_id_client_pk" PRIMARY KEY("user_id","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins_since";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";