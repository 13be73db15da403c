CREATE TABLE "deposit_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"merchant_code" text,
	"deposit_id" bigint,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"bank" jsonb,
	"gateway" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_merchant_code_code_pk" PRIMARY KEY("merchant_code","code"),
	CONSTRAINT "deposit_channels_type" CHECK ("deposit_channels"."type" IN ('bank', 'gateway')),
	CONSTRAINT "deposit_channels_range" CHECK ("deposit_channels"."min_amount" > 0 AND "deposit_channels"."max_amount" >= "deposit_channels"."min_amount"),
	CONSTRAINT "deposit_channels_kind" CHECK (("deposit_channels"."type" = 'bank' AND "deposit_channels"."bank" IS NOT NULL) OR ("deposit_channels"."type" = 'gateway' AND "deposit_channels"."gateway" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"channel_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"player_reference" text,
	"receipt_file_id" uuid,
	"request_id" text NOT NULL,
	"gateway_payment_id" text,
	"posting_id" bigint,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" IN ('pending', 'approved', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_receipt_file_id_uploads_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_callbacks_deposit" ON "deposit_callbacks" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request" ON "deposits" USING btree ("merchant_code","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_payment" ON "deposits" USING btree ("merchant_code","gateway_payment_id") WHERE "deposits"."gateway_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deposits_merchant_status" ON "deposits" USING btree ("merchant_code","status","id");--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_member" ON "uploads" USING btree ("merchant_code","member_id","created_at");