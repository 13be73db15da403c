-- The agent hierarchy (decision 0025): upline, ancestor path and depth per member.
ALTER TABLE "members" ADD COLUMN "upline_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "path" text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "depth" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill from the rule that held until now: the upline is the active agent whose invitation code
-- the member registered with (never the member itself).
UPDATE "members" AS m SET "upline_id" = a."id"
FROM "members" AS a
WHERE m."affiliate_code" IS NOT NULL AND a."merchant_code" = m."merchant_code" AND a."invite_code" = m."affiliate_code"
  AND a."type" IN (1, 2, 41, 42) AND a."status" = 'active' AND a."id" <> m."id";--> statement-breakpoint
-- Agents whose codes point at each other would form a cycle no root reaches: such agents become top agents.
WITH RECURSIVE reached AS (
  SELECT "id" FROM "members" WHERE "upline_id" IS NULL
  UNION
  SELECT c."id" FROM "members" AS c JOIN reached AS r ON c."upline_id" = r."id"
)
UPDATE "members" SET "upline_id" = NULL
WHERE "upline_id" IS NOT NULL AND "type" IN (1, 2, 41, 42) AND "id" NOT IN (SELECT "id" FROM reached);--> statement-breakpoint
WITH RECURSIVE tree AS (
  SELECT "id", '/'::text AS "path", 0 AS "depth" FROM "members" WHERE "upline_id" IS NULL
  UNION ALL
  SELECT c."id", t."path" || t."id" || '/', t."depth" + 1 FROM "members" AS c JOIN tree AS t ON c."upline_id" = t."id"
)
UPDATE "members" AS m SET "path" = tree."path", "depth" = tree."depth"
FROM tree WHERE m."id" = tree."id" AND tree."depth" > 0;--> statement-breakpoint
-- A member under an agent of a cycle that was cut above it is still reached now; nothing is left unreached.
UPDATE "members" SET "upline_id" = NULL WHERE "upline_id" IS NOT NULL AND "depth" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_id" ON "members" USING btree ("merchant_code","id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_fk" FOREIGN KEY ("merchant_code","upline_id") REFERENCES "public"."members"("merchant_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("merchant_code","upline_id","id") WHERE "members"."upline_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_path" ON "members" USING btree ("merchant_code","path" text_pattern_ops,"id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_depth" CHECK (("members"."upline_id" IS NULL) = ("members"."depth" = 0) AND "members"."depth" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_path_shape" CHECK ("members"."path" ~ '^/([0-9]+/)*$');
--> statement-breakpoint
CREATE INDEX "members_agent_path" ON "members" USING btree ("merchant_code","path" text_pattern_ops) WHERE "members"."type" IN (1, 2, 41, 42);