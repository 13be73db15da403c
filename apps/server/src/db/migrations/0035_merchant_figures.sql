CREATE TABLE "merchant_activity" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"since" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_activity_pk" PRIMARY KEY("merchant_code","day","since")
);
--> statement-breakpoint
CREATE TABLE "merchant_channels" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel_code" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_channels_pk" PRIMARY KEY("merchant_code","kind","channel_code","day"),
	CONSTRAINT "merchant_channels_kind" CHECK ("merchant_channels"."kind" IN ('deposit', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "merchant_days" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" bigint DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"adjustment_amount" bigint DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_days_pk" PRIMARY KEY("merchant_code","day")
);
--> statement-breakpoint
CREATE TABLE "merchant_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_products" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_products_pk" PRIMARY KEY("merchant_code","day","game_type","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "agent_member_days" ADD COLUMN "active_since" date;--> statement-breakpoint
CREATE INDEX "merchant_first_deposits_day" ON "merchant_first_deposits" USING btree ("merchant_code","day");--> statement-breakpoint
CREATE INDEX "agent_member_days_merchant_day" ON "agent_member_days" USING btree ("merchant_code","day");--> statement-breakpoint
-- Hand-written (decision 0050): the merchant tables start empty, but everything below the agent roll-up's
-- watermarks is rolled up already and would never reach them. The roll-up is derived data, so it starts
-- over, as in 0022: the next run of the job rebuilds every table from the source rows.
TRUNCATE "agent_team_days", "agent_team_activity", "agent_team_sizes", "agent_member_days", "agent_rolled_rounds", "agent_rolled_members",
  "agent_team_products", "agent_member_products", "agent_team_product_activity";
--> statement-breakpoint
UPDATE "agent_rollup_state" SET "rounds_at" = '1970-01-01T00:00:00Z', "deposits_at" = '1970-01-01T00:00:00Z', "money_at" = '1970-01-01T00:00:00Z', "member_id" = 0 WHERE "id" = 1;
