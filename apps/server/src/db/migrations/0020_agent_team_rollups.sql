CREATE TABLE "agent_member_days" (
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"play_since" date,
	"deposit_since" date,
	CONSTRAINT "agent_member_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_rolled_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"path" text NOT NULL,
	"type" smallint NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rolled_rounds" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rounds_at" timestamp with time zone NOT NULL,
	"deposits_at" timestamp with time zone NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone,
	"ran_ms" integer,
	CONSTRAINT "agent_rollup_state_one" CHECK ("agent_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "agent_team_activity" (
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"since" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_activity_pk" PRIMARY KEY("merchant_code","agent_id","kind","day","since"),
	CONSTRAINT "agent_team_activity_kind" CHECK ("agent_team_activity"."kind" IN ('play', 'deposit'))
);
--> statement-breakpoint
CREATE TABLE "agent_team_days" (
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_days_pk" PRIMARY KEY("merchant_code","agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_team_sizes" (
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"team" integer DEFAULT 0 NOT NULL,
	"agents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_sizes_pk" PRIMARY KEY("merchant_code","agent_id")
);
--> statement-breakpoint
-- Hand-written (decision 0028): the roll-up's single watermark row, starting before any data.
INSERT INTO "agent_rollup_state" ("id", "rounds_at", "deposits_at", "member_id") VALUES (1, '1970-01-01T00:00:00Z', '1970-01-01T00:00:00Z', 0);
--> statement-breakpoint
-- The downline list's username search is a substring match: a trigram index answers it from the index
-- (pg_trgm is a trusted contrib extension on PostgreSQL 15; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "members_username_trgm" ON "members" USING gin ("username_key" gin_trgm_ops);
