ALTER TABLE "drivers" ADD COLUMN "car_make" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "car_colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "car_plate" text DEFAULT '' NOT NULL;