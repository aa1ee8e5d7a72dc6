ALTER TABLE "affiliate_clicks" ADD COLUMN "dedup_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_dedup_key_idx" ON "affiliate_clicks" USING btree ("dedup_key");