ALTER TABLE "audit_logs" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "policy_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "student_consent" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refund_details" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "dismissed_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "dismiss_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;