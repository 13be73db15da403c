ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_unsealed" ON "audit_log" USING btree ("id") WHERE "audit_log"."hash" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chain_seq" UNIQUE("chain_seq");--> statement-breakpoint
-- The hash chain (decision 0042): rows are inserted unsealed; the sealer may set the three chain columns
-- once, and nothing else may ever change. An insert cannot bring its own chain values.
CREATE OR REPLACE FUNCTION audit_log_seal_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.chain_seq IS NOT NULL OR NEW.prev_hash IS NOT NULL OR NEW.hash IS NOT NULL THEN
      RAISE EXCEPTION 'audit_log rows are sealed by the sealer only';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.hash IS NULL AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL AND NEW.chain_seq IS NOT NULL
     AND (NEW.id, NEW.at, NEW.actor_type, NEW.actor_id, NEW.merchant_code, NEW.action, NEW.target, NEW.before, NEW.after, NEW.ip)
       IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_type, OLD.actor_id, OLD.merchant_code, OLD.action, OLD.target, OLD.before, OLD.after, OLD.ip) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER audit_log_no_update_delete ON audit_log;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete
  BEFORE DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_no_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_seal_only
  BEFORE INSERT OR UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_seal_only();
