CREATE TABLE "agent_member_products" (
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"since" date,
	CONSTRAINT "agent_member_products_pk" PRIMARY KEY("member_id","day","game_type","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "agent_team_product_activity" (
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"since" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_product_activity_pk" PRIMARY KEY("merchant_code","agent_id","day","game_type","vendor_code","since")
);
--> statement-breakpoint
CREATE TABLE "agent_team_products" (
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_products_pk" PRIMARY KEY("merchant_code","agent_id","day","game_type","vendor_code")
);
--> statement-breakpoint
-- Hand-written (decision 0028, "Team betting"): the product tables start empty, but the rounds below the
-- watermark are rolled up already and would never reach them. The roll-up is derived data, so it starts
-- over: the next run of the job rebuilds every table from the source rows (until then the reports read
-- everything as their live tail, exact but slower).
TRUNCATE "agent_team_days", "agent_team_activity", "agent_team_sizes", "agent_member_days", "agent_rolled_rounds", "agent_rolled_members";
--> statement-breakpoint
UPDATE "agent_rollup_state" SET "rounds_at" = '1970-01-01T00:00:00Z', "deposits_at" = '1970-01-01T00:00:00Z', "money_at" = '1970-01-01T00:00:00Z', "member_id" = 0 WHERE "id" = 1;
