DROP INDEX "members_last_login";--> statement-breakpoint
CREATE INDEX "members_last_login_desc" ON "members" USING btree ("merchant_code","last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);