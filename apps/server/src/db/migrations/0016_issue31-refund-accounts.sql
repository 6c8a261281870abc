ALTER TABLE "refunds" ADD COLUMN "refund_details" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_changed_at" timestamp with time zone;