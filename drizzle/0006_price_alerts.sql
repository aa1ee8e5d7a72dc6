CREATE TABLE "alert_manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"email" text NOT NULL,
	"old_price_cents" integer,
	"new_price_cents" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"source" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "depart_date" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "depart_month" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "last_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "emails_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_prices" ADD CONSTRAINT "alert_prices_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notifications_email_idx" ON "alert_notifications" USING btree ("email","read_at");--> statement-breakpoint
CREATE INDEX "alert_prices_alert_idx" ON "alert_prices" USING btree ("alert_id","checked_at");--> statement-breakpoint
CREATE INDEX "price_alerts_email_idx" ON "price_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "price_alerts_status_idx" ON "price_alerts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_confirm_token_idx" ON "price_alerts" USING btree ("confirm_token_hash");