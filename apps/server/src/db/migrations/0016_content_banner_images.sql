ALTER TABLE "content_banners" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "content_banners" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_image" CHECK (("content_banners"."image_key" IS NULL) = ("content_banners"."image_type" IS NULL));