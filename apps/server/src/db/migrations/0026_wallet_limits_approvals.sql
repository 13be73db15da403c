CREATE TABLE "wallet_adjustment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"posting_id" bigint,
	CONSTRAINT "wallet_adjustment_requests_key" UNIQUE("merchant_code","idempotency_key"),
	CONSTRAINT "wallet_adjustment_requests_nonzero" CHECK ("wallet_adjustment_requests"."amount" <> 0),
	CONSTRAINT "wallet_adjustment_requests_status_check" CHECK ("wallet_adjustment_requests"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "money_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" ADD CONSTRAINT "wallet_adjustment_requests_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" ADD CONSTRAINT "wallet_adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" ADD CONSTRAINT "wallet_adjustment_requests_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustment_requests_status" ON "wallet_adjustment_requests" USING btree ("merchant_code","status","id");