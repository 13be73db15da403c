CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"model" text DEFAULT 'wallet' NOT NULL,
	"turnover_required" bigint NOT NULL,
	"turnover_done" bigint DEFAULT 0 NOT NULL,
	"weights" jsonb NOT NULL,
	"max_bet" bigint,
	"max_win" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"posting_id" bigint NOT NULL,
	"taken_back" bigint,
	"closing_posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_source" UNIQUE("promotion_id","member_id","source"),
	CONSTRAINT "bonus_grants_status" CHECK ("bonus_grants"."status" IN ('active', 'met', 'forfeited', 'expired')),
	CONSTRAINT "bonus_grants_model" CHECK ("bonus_grants"."model" IN ('wallet', 'locked')),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."turnover_required" >= 0 AND "bonus_grants"."turnover_done" >= 0 AND "bonus_grants"."turnover_done" <= "bonus_grants"."turnover_required"),
	CONSTRAINT "bonus_grants_closed" CHECK (("bonus_grants"."status" = 'active') = ("bonus_grants"."closed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "bonus_turnover_cursors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"counted_to" timestamp with time zone NOT NULL,
	"recent_rounds" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_participations_status" CHECK ("promotion_participations"."status" IN ('joined', 'granted', 'cancelled')),
	CONSTRAINT "promotion_participations_granted" CHECK (("promotion_participations"."status" = 'granted') = ("promotion_participations"."grant_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_turnover_cursors" ADD CONSTRAINT "bonus_turnover_cursors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_turnover_cursors" ADD CONSTRAINT "bonus_turnover_cursors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_member" ON "bonus_grants" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_period" ON "promotion_participations" USING btree ("promotion_id","member_id","period") WHERE "promotion_participations"."status" IN ('joined', 'granted');--> statement-breakpoint
CREATE INDEX "promotion_participations_member" ON "promotion_participations" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "game_rounds_member_settled" ON "game_rounds" USING btree ("member_id","settled_at") WHERE "game_rounds"."status" = 'settled' AND NOT "game_rounds"."demo";