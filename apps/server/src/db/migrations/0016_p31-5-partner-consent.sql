ALTER TABLE "bookings" ADD COLUMN "student_consent" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deactivated_at" timestamp with time zone;