ALTER TABLE "price_observations" ADD COLUMN "trip_nights" integer;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "adults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "infants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "kind" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
CREATE INDEX "price_observations_month_idx" ON "price_observations" USING btree ("origin","destination","cabin","depart_date");--> statement-breakpoint
UPDATE "price_observations" SET "trip_nights" = ("return_date"::date - "depart_date"::date) WHERE "return_date" IS NOT NULL;