CREATE TABLE "member_referrals" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_referrals_self" CHECK ("member_referrals"."invitee_id" <> "member_referrals"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"amount" bigint NOT NULL,
	"invitee_amount" bigint NOT NULL,
	"posting_id" bigint,
	"invitee_posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_once" UNIQUE("promotion_id","invitee_id"),
	CONSTRAINT "referral_rewards_status" CHECK ("referral_rewards"."status" IN ('paid', 'refused')),
	CONSTRAINT "referral_rewards_amount" CHECK ("referral_rewards"."amount" >= 0 AND "referral_rewards"."invitee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_referrals_referrer" ON "member_referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "member_referrals_created" ON "member_referrals" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id","promotion_id");