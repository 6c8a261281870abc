CREATE TABLE "messaging_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"sms_changed_at" timestamp with time zone,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"whatsapp_changed_at" timestamp with time zone,
	"whatsapp_last_inbound_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"content_sid" text,
	"twilio_sid" text,
	"status" text NOT NULL,
	"error_code" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_preferences" ADD CONSTRAINT "messaging_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_twilio_sid_key" ON "outbound_messages" USING btree ("twilio_sid");--> statement-breakpoint
CREATE INDEX "outbound_messages_booking_idx" ON "outbound_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_user_idx" ON "outbound_messages" USING btree ("user_id");