ALTER TABLE "promotions" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image" CHECK (("promotions"."image_key" IS NULL) = ("promotions"."image_type" IS NULL));