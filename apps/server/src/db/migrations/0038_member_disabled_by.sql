ALTER TABLE "members" ADD COLUMN "disabled_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_disabled_by" CHECK ("members"."disabled_by" IN ('operator', 'agent'));--> statement-breakpoint
-- Hand-written: accounts disabled before this column take who disabled them from their latest disabling in the
-- audit log (the back office's lock, or an agent's disabling); none found stays null, which an agent may re-enable.
UPDATE "members" m SET "disabled_by" = (
  SELECT CASE a."action" WHEN 'player.lock' THEN 'operator' ELSE 'agent' END FROM "audit_log" a
  WHERE a."target" = 'member:' || m."id"
    AND (a."action" = 'player.lock' OR (a."action" = 'agent.downline.status' AND a."after"->>'status' = 'disabled'))
  ORDER BY a."id" DESC LIMIT 1
) WHERE m."status" = 'disabled';
