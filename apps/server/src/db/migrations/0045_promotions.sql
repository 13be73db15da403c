CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"summaries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code" UNIQUE("merchant_code","code"),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" IN ('deposit_bonus', 'rebate', 'cashback', 'red_envelope', 'referral', 'apply', 'check_in')),
	CONSTRAINT "promotions_status" CHECK ("promotions"."status" IN ('draft', 'active', 'paused', 'closed')),
	CONSTRAINT "promotions_window" CHECK ("promotions"."starts_at" IS NULL OR "promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_list" ON "promotions" USING btree ("merchant_code","status","sort_order");