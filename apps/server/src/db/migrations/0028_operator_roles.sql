ALTER TABLE "operators" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
-- Decision 0044: owners keep every permission; every other operator could do everything within its
-- binding before roles existed, which the merchant admin role keeps.
UPDATE "operators" SET "role" = CASE WHEN "owner" THEN 'owner' ELSE 'merchant_admin' END;--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" IN ('owner', 'merchant_admin', 'finance', 'risk', 'support', 'marketing', 'auditor'));