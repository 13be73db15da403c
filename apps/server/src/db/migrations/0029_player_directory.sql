CREATE INDEX "member_known_ips_ip" ON "member_known_ips" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "members_created" ON "members" USING btree ("merchant_code","created_at","id");--> statement-breakpoint
CREATE INDEX "members_last_login" ON "members" USING btree ("merchant_code","last_login_at","id");--> statement-breakpoint
CREATE INDEX "members_email" ON "members" USING btree ("merchant_code",lower("email")) WHERE "members"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_register_ip" ON "members" USING btree ("merchant_code","register_ip") WHERE "members"."register_ip" IS NOT NULL;