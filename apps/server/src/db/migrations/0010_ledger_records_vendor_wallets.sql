ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_owner";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Entries written before this column existed take their posting's time (the append-only trigger is
-- lifted for this one statement inside the migration's transaction).
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update_delete";--> statement-breakpoint
UPDATE "ledger_entries" e SET "created_at" = p."created_at" FROM "ledger_postings" p WHERE p."id" = e."posting_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update_delete";--> statement-breakpoint
CREATE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_owner" CHECK (("ledger_accounts"."owner_kind" IN ('member', 'member_vendor')) = ("ledger_accounts"."member_id" IS NOT NULL));