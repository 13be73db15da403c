CREATE TABLE "agent_contract_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"settlement_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"previous_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"posting_id" bigint,
	"operator_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_adjustments_key" UNIQUE("merchant_code","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"team_net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer,
	"amount" bigint NOT NULL,
	"posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_settlements_period" UNIQUE("contract_id","period_start"),
	CONSTRAINT "agent_contract_settlements_amount" CHECK ("agent_contract_settlements"."amount" >= 0),
	CONSTRAINT "agent_contract_settlements_period_order" CHECK ("agent_contract_settlements"."period_end" > "agent_contract_settlements"."period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"rate_bp" integer NOT NULL,
	"period_kind" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text NOT NULL,
	"termination_requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_type" CHECK ("agent_contracts"."type" IN ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" IN ('offered', 'requested', 'active', 'rejected', 'termination_requested', 'terminated')),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."rate_bp" > 0 AND "agent_contracts"."rate_bp" <= 10000),
	CONSTRAINT "agent_contracts_parties" CHECK ("agent_contracts"."upline_id" <> "agent_contracts"."downline_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_adjustments" ADD CONSTRAINT "agent_contract_adjustments_settlement_id_agent_contract_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."agent_contract_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_history" ADD CONSTRAINT "agent_contract_history_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_adjustments_settlement" ON "agent_contract_adjustments" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "agent_contract_history_contract" ON "agent_contract_history" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_member" ON "agent_contract_settlements" USING btree ("merchant_code","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live" ON "agent_contracts" USING btree ("merchant_code","downline_id","type") WHERE "agent_contracts"."status" IN ('active', 'termination_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending" ON "agent_contracts" USING btree ("merchant_code","downline_id","type") WHERE "agent_contracts"."status" IN ('offered', 'requested');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("merchant_code","upline_id","type","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline" ON "agent_contracts" USING btree ("merchant_code","downline_id","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle" ON "agent_contracts" USING btree ("merchant_code","period_kind","activated_at") WHERE "agent_contracts"."activated_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_settled" ON "game_rounds" USING btree ("merchant_code","settled_at") WHERE "game_rounds"."status" = 'settled' AND NOT "game_rounds"."demo";--> statement-breakpoint
-- A contract's history and the operators' adjustments are append-only, like the ledger (decision 0026).
CREATE TRIGGER agent_contract_history_no_update_delete
  BEFORE UPDATE OR DELETE ON agent_contract_history
  FOR EACH ROW EXECUTE FUNCTION ledger_no_change();
--> statement-breakpoint
CREATE TRIGGER agent_contract_adjustments_no_update_delete
  BEFORE UPDATE OR DELETE ON agent_contract_adjustments
  FOR EACH ROW EXECUTE FUNCTION ledger_no_change();
