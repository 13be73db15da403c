CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"remark" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"posting_id" bigint,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "promotion_applications_issued" CHECK (("promotion_applications"."status" = 'approved') = ("promotion_applications"."amount" IS NOT NULL AND "promotion_applications"."posting_id" IS NOT NULL)),
	CONSTRAINT "promotion_applications_amount" CHECK ("promotion_applications"."amount" IS NULL OR "promotion_applications"."amount" > 0),
	CONSTRAINT "promotion_applications_remark" CHECK (char_length("promotion_applications"."remark") <= 140),
	CONSTRAINT "promotion_applications_files" CHECK (cardinality("promotion_applications"."file_ids") <= 3)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_period" ON "promotion_applications" USING btree ("promotion_id","member_id","period") WHERE "promotion_applications"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "promotion_applications_queue" ON "promotion_applications" USING btree ("merchant_code","status","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_member" ON "promotion_applications" USING btree ("member_id","promotion_id","id");