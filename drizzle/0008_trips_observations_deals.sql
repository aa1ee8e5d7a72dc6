CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"depart_date" text NOT NULL,
	"return_date" text,
	"cabin" text DEFAULT 'economy' NOT NULL,
	"source" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"compare_kind" text,
	"compare_price_cents" integer,
	"compare_basis" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"depart_date" text NOT NULL,
	"return_date" text,
	"cabin" text DEFAULT 'economy' NOT NULL,
	"source" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "trip_type" text DEFAULT 'oneway' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "return_date" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "trip_length" integer;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "adults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "infants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "cabin" text DEFAULT 'economy' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_slot_idx" ON "deals" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "price_observations_trip_idx" ON "price_observations" USING btree ("origin","destination","depart_date","return_date","cabin","source");--> statement-breakpoint
CREATE INDEX "price_observations_route_idx" ON "price_observations" USING btree ("origin","destination","observed_at");