CREATE TABLE "flight_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"date_local" date NOT NULL,
	"planned_arrival" timestamp with time zone NOT NULL,
	"status" text,
	"scheduled_arrival" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"terminal" text,
	"gate" text,
	"baggage_belt" text,
	"origin" text,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"unavailable_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "pickup_buffer_domestic_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "pickup_buffer_international_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "no_show_wait_domestic_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "no_show_wait_international_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_checks" ADD CONSTRAINT "flight_checks_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_checks_flight_idx" ON "flight_checks" USING btree ("flight_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_date_idx" ON "flights" USING btree ("number","date_local");--> statement-breakpoint
CREATE INDEX "flights_next_check_idx" ON "flights" USING btree ("next_check_at");