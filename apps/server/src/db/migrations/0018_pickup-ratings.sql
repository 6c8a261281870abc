CREATE TABLE "pickup_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" uuid,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_ratings_score_range" CHECK ("pickup_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "pickup_ratings" ADD CONSTRAINT "pickup_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_ratings" ADD CONSTRAINT "pickup_ratings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_ratings_booking_key" ON "pickup_ratings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "pickup_ratings_driver_idx" ON "pickup_ratings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_ratings_created_idx" ON "pickup_ratings" USING btree ("created_at");