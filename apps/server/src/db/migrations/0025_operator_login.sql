CREATE TABLE "operator_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_devices" ADD CONSTRAINT "operator_devices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_devices_operator" ON "operator_devices" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_recovery_codes_code" ON "operator_recovery_codes" USING btree ("operator_id","code_hash");--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";--> statement-breakpoint
-- The first operator of an existing site becomes its owner, as `npm run operator -- create` makes the first one (decision 0032).
UPDATE "operators" SET "owner" = true WHERE "id" = (SELECT min("id") FROM "operators");
