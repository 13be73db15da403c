ALTER TABLE "merchant_settings" DROP COLUMN "maintenance_notice";--> statement-breakpoint
ALTER TABLE "merchant_settings" DROP COLUMN "restriction_notice";