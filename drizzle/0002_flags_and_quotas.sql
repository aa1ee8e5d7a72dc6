CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_counters" (
	"api" text NOT NULL,
	"month" text NOT NULL,
	"month_used" integer DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"day_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_counters_api_month_pk" PRIMARY KEY("api","month")
);
--> statement-breakpoint
CREATE TABLE "quota_overrides" (
	"api" text PRIMARY KEY NOT NULL,
	"force_allow" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
