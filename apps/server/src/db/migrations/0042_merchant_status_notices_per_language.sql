ALTER TABLE "merchant_settings" ADD COLUMN "maintenance_notices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "restriction_notices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0057): a notice written before was one text for every language; it stays the
-- notice of the merchant's first (default) language, and the other languages show the site's own notice.
UPDATE "merchant_settings" s SET
  "maintenance_notices" = CASE WHEN s."maintenance_notice" <> '' THEN jsonb_build_object(COALESCE(m."lang_list"->>0, 'EN'), s."maintenance_notice") ELSE '{}'::jsonb END,
  "restriction_notices" = CASE WHEN s."restriction_notice" <> '' THEN jsonb_build_object(COALESCE(m."lang_list"->>0, 'EN'), s."restriction_notice") ELSE '{}'::jsonb END
FROM "merchants" m WHERE m."code" = s."merchant_code";
