DROP INDEX "members_email";--> statement-breakpoint
CREATE INDEX "members_email_lower" ON "members" USING btree ("merchant_code",lower("email"));--> statement-breakpoint
CREATE INDEX "members_username_prefix" ON "members" USING btree ("merchant_code","username_key" text_pattern_ops);