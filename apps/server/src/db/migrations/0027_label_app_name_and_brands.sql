CREATE TABLE "label_brands" (
	"label_name" text NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "label_brands_label_name_brand_id_pk" PRIMARY KEY("label_name","brand_id")
);
--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "app_name" text;--> statement-breakpoint
ALTER TABLE "label_brands" ADD CONSTRAINT "label_brands_label_name_labels_name_fk" FOREIGN KEY ("label_name") REFERENCES "public"."labels"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_brands" ADD CONSTRAINT "label_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;