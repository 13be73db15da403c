CREATE TABLE "promotion_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"basis" bigint NOT NULL,
	"paid_before" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"posting_id" bigint,
	"grant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_payouts_once" UNIQUE("promotion_id","member_id","period_start","paid_before"),
	CONSTRAINT "promotion_payouts_amount" CHECK ("promotion_payouts"."amount" > 0 AND "promotion_payouts"."paid_before" >= 0),
	CONSTRAINT "promotion_payouts_source" CHECK ("promotion_payouts"."source" IN ('manual', 'run'))
);
--> statement-breakpoint
ALTER TABLE "promotion_payouts" ADD CONSTRAINT "promotion_payouts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_payouts" ADD CONSTRAINT "promotion_payouts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_payouts" ADD CONSTRAINT "promotion_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_payouts_member" ON "promotion_payouts" USING btree ("member_id","promotion_id","period_start");