CREATE TABLE "red_envelope_rushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool" bigint NOT NULL,
	"envelopes" integer NOT NULL,
	"pool_posting_id" bigint NOT NULL,
	"returned" bigint,
	"return_posting_id" bigint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_rushes_start" UNIQUE("promotion_id","starts_at"),
	CONSTRAINT "red_envelope_rushes_amounts" CHECK ("red_envelope_rushes"."pool" > 0 AND "red_envelope_rushes"."envelopes" > 0 AND "red_envelope_rushes"."ends_at" > "red_envelope_rushes"."starts_at"),
	CONSTRAINT "red_envelope_rushes_closed" CHECK (("red_envelope_rushes"."closed_at" IS NULL) = ("red_envelope_rushes"."returned" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rush_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" integer,
	"posting_id" bigint,
	"grant_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_envelopes_seq" UNIQUE("rush_id","seq"),
	CONSTRAINT "red_envelopes_amount" CHECK ("red_envelopes"."amount" > 0),
	CONSTRAINT "red_envelopes_claimed" CHECK (("red_envelopes"."member_id" IS NULL) = ("red_envelopes"."claimed_at" IS NULL) AND ("red_envelopes"."member_id" IS NULL) = ("red_envelopes"."posting_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "red_envelope_rushes" ADD CONSTRAINT "red_envelope_rushes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_rushes" ADD CONSTRAINT "red_envelope_rushes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_rush_id_red_envelope_rushes_id_fk" FOREIGN KEY ("rush_id") REFERENCES "public"."red_envelope_rushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "red_envelope_rushes_open" ON "red_envelope_rushes" USING btree ("ends_at") WHERE "red_envelope_rushes"."closed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_member" ON "red_envelopes" USING btree ("rush_id","member_id") WHERE "red_envelopes"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "red_envelopes_free" ON "red_envelopes" USING btree ("rush_id","seq") WHERE "red_envelopes"."member_id" IS NULL;