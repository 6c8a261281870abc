ALTER TABLE "flights" ADD COLUMN "announced_arrival" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "announced_status" text;