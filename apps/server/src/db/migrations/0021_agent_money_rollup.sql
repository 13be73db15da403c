ALTER TABLE "agent_member_days" ADD COLUMN "withdrawal_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_member_days" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_rollup_state" ADD COLUMN "money_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD COLUMN "withdrawal_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;