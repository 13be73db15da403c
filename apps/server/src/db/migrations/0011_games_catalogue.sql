CREATE TABLE "game_favourites" (
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wallet_mode" text NOT NULL,
	"adapter" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_code" UNIQUE("merchant_code","code"),
	CONSTRAINT "game_vendors_wallet_mode" CHECK ("game_vendors"."wallet_mode" IN ('seamless', 'transfer')),
	CONSTRAINT "game_vendors_adapter" CHECK ("game_vendors"."adapter" IN ('sim', 'pge')),
	CONSTRAINT "game_vendors_status" CHECK ("game_vendors"."status" IN ('active', 'maintenance', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon" jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"is_game" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp_bps" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_code" UNIQUE("merchant_code","vendor_code","game_code"),
	CONSTRAINT "games_status" CHECK ("games"."status" IN ('active', 'maintenance', 'hidden')),
	CONSTRAINT "games_support_play" CHECK ("games"."support_play" IN (0, 1)),
	CONSTRAINT "games_rtp" CHECK ("games"."rtp_bps" IS NULL OR "games"."rtp_bps" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member" ON "game_recent" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "games_lobby" ON "games" USING btree ("merchant_code","game_type","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_vendor" ON "games" USING btree ("merchant_code","vendor_code","sort_order","id");