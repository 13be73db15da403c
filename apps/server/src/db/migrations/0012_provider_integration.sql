CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer,
	"game_type" text,
	"round_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_round" UNIQUE("merchant_code","vendor_code","round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled', 'rolled_back')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet_amount" >= 0 AND "game_rounds"."win_amount" >= 0 AND "game_rounds"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ref_transaction_id" text,
	"state" text NOT NULL,
	"posting_id" bigint,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_id" UNIQUE("merchant_code","vendor_code","transaction_id"),
	CONSTRAINT "game_transactions_kind" CHECK ("game_transactions"."kind" IN ('bet', 'win', 'rollback')),
	CONSTRAINT "game_transactions_amount" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"account_type" smallint NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sessions_token" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_winners" ON "game_rounds" USING btree ("merchant_code","win_amount" DESC NULLS LAST) WHERE "game_rounds"."status" = 'settled' AND "game_rounds"."win_amount" > 0 AND NOT "game_rounds"."demo";--> statement-breakpoint
CREATE INDEX "game_rounds_winners_type" ON "game_rounds" USING btree ("merchant_code","game_type","win_amount" DESC NULLS LAST) WHERE "game_rounds"."status" = 'settled' AND "game_rounds"."win_amount" > 0 AND NOT "game_rounds"."demo";--> statement-breakpoint
CREATE INDEX "game_rounds_member" ON "game_rounds" USING btree ("merchant_code","member_id","started_at");--> statement-breakpoint
CREATE INDEX "game_transactions_round" ON "game_transactions" USING btree ("merchant_code","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "game_transactions_ref" ON "game_transactions" USING btree ("merchant_code","vendor_code","ref_transaction_id") WHERE "game_transactions"."ref_transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_sessions_member" ON "provider_sessions" USING btree ("merchant_code","member_id","id");