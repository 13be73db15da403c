CREATE TABLE "withdrawal_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"auto_receive_minutes" integer NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_settings_range" CHECK ("withdrawal_settings"."min_amount" > 0 AND "withdrawal_settings"."max_amount" >= "withdrawal_settings"."min_amount"),
	CONSTRAINT "withdrawal_settings_minutes" CHECK ("withdrawal_settings"."auto_receive_minutes" BETWEEN 1 AND 43200),
	CONSTRAINT "withdrawal_settings_turnover" CHECK ("withdrawal_settings"."turnover_percent" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"bank_account_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"channel_code" text,
	"received_amount" bigint,
	"disputed_amount" bigint,
	"forced_receipt" boolean DEFAULT false NOT NULL,
	"proof_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"resolution" text,
	"resolution_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"receive_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" IN ('pending', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'resolved')),
	CONSTRAINT "withdrawals_received" CHECK ("withdrawals"."received_amount" IS NULL OR ("withdrawals"."received_amount" >= 0 AND "withdrawals"."received_amount" <= "withdrawals"."amount"))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_bank_accounts" ADD CONSTRAINT "withdrawal_bank_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_bank_accounts" ADD CONSTRAINT "withdrawal_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_withdrawal_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."withdrawal_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_bank_accounts_member" ON "withdrawal_bank_accounts" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_bank_accounts_live" ON "withdrawal_bank_accounts" USING btree ("member_id","bank_code","account_number") WHERE "withdrawal_bank_accounts"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request" ON "withdrawals" USING btree ("merchant_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_status" ON "withdrawals" USING btree ("merchant_code","status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_receive_due" ON "withdrawals" USING btree ("receive_deadline") WHERE "withdrawals"."status" = 'disbursed';