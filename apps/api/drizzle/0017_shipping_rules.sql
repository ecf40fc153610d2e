CREATE TABLE "shipping_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"flat_paise" integer DEFAULT 0 NOT NULL,
	"free_above_paise" integer,
	"cod_fee_paise" integer DEFAULT 0 NOT NULL,
	"cod_max_paise" integer,
	"cutoff_hour" integer DEFAULT 14 NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single" CHECK ("shipping_settings"."id" = 'default'),
	CONSTRAINT "shipping_settings_amounts" CHECK ("shipping_settings"."flat_paise" >= 0 AND "shipping_settings"."cod_fee_paise" >= 0 AND ("shipping_settings"."free_above_paise" IS NULL OR "shipping_settings"."free_above_paise" >= 0) AND ("shipping_settings"."cod_max_paise" IS NULL OR "shipping_settings"."cod_max_paise" >= 0)),
	CONSTRAINT "shipping_settings_cutoff" CHECK ("shipping_settings"."cutoff_hour" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "shipping_pincodes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"cod" boolean NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "shipping_pincodes_prefix" CHECK ("shipping_pincodes"."prefix" ~ '^[0-9]{1,6}$'),
	CONSTRAINT "shipping_pincodes_days" CHECK ("shipping_pincodes"."days" BETWEEN 0 AND 60)
);
