ALTER TABLE "merchant_days" ADD COLUMN "active_players" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0050): the days already rolled up have no count yet; the roll-up starts over, as in 0035.
TRUNCATE "agent_team_days", "agent_team_activity", "agent_team_sizes", "agent_member_days", "agent_rolled_rounds", "agent_rolled_members",
  "agent_team_products", "agent_member_products", "agent_team_product_activity",
  "merchant_days", "merchant_products", "merchant_channels", "merchant_activity", "merchant_first_deposits";
--> statement-breakpoint
UPDATE "agent_rollup_state" SET "rounds_at" = '1970-01-01T00:00:00Z', "deposits_at" = '1970-01-01T00:00:00Z', "money_at" = '1970-01-01T00:00:00Z', "member_id" = 0 WHERE "id" = 1;
