CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"titles" jsonb NOT NULL,
	"subtitles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"art" jsonb NOT NULL,
	"linkage_type" text,
	"target" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banners_group_name" CHECK ("content_banners"."group_name" IN ('w_login', 'w_register', 'w_home', 'w_leftmenu', 'w_lott')),
	CONSTRAINT "content_banners_linkage" CHECK ("content_banners"."linkage_type" IS NULL OR "content_banners"."linkage_type" IN ('GAME', 'PROMOTION', 'URL', 'CATEGORY')),
	CONSTRAINT "content_banners_status" CHECK ("content_banners"."status" IN ('active', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "content_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"execution" text DEFAULT 'F' NOT NULL,
	"promotion_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_notices_type_check" CHECK ("content_notices"."type" IN ('PL', 'PU', 'PR', 'H')),
	CONSTRAINT "content_notices_execution" CHECK ("content_notices"."execution" IN ('A', 'B', 'F')),
	CONSTRAINT "content_notices_status" CHECK ("content_notices"."status" IN ('active', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notices" ADD CONSTRAINT "content_notices_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_banners_group" ON "content_banners" USING btree ("merchant_code","group_name","sort_order");--> statement-breakpoint
CREATE INDEX "content_notices_type" ON "content_notices" USING btree ("merchant_code","type","sort_order");