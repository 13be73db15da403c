CREATE TABLE "pge_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"request_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer,
	"seed_pair_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"rtp_bps" integer NOT NULL,
	"currency" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"revealed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pge_rounds_round" UNIQUE("merchant_code","round_id"),
	CONSTRAINT "pge_rounds_request" UNIQUE("merchant_code","member_id","request_id"),
	CONSTRAINT "pge_rounds_nonce" UNIQUE("seed_pair_id","nonce"),
	CONSTRAINT "pge_rounds_status" CHECK ("pge_rounds"."status" IN ('pending', 'open', 'settled', 'refused')),
	CONSTRAINT "pge_rounds_amounts" CHECK ("pge_rounds"."bet_amount" > 0 AND "pge_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pge_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "pge_seed_pairs_status" CHECK ("pge_seed_pairs"."status" IN ('active', 'revealed')),
	CONSTRAINT "pge_seed_pairs_nonce" CHECK ("pge_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pge_rounds" ADD CONSTRAINT "pge_rounds_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pge_rounds" ADD CONSTRAINT "pge_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pge_rounds" ADD CONSTRAINT "pge_rounds_seed_pair_id_pge_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."pge_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pge_seed_pairs" ADD CONSTRAINT "pge_seed_pairs_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pge_seed_pairs" ADD CONSTRAINT "pge_seed_pairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pge_rounds_history" ON "pge_rounds" USING btree ("merchant_code","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pge_seed_pairs_one_active" ON "pge_seed_pairs" USING btree ("merchant_code","member_id") WHERE "pge_seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "pge_seed_pairs_member" ON "pge_seed_pairs" USING btree ("merchant_code","member_id","id");