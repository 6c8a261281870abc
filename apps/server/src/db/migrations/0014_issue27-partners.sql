CREATE TABLE "commission_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Earned' NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"statement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"content" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"abn" text DEFAULT '' NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"billing_mode" text DEFAULT 'student' NOT NULL,
	"commission_type" text DEFAULT 'none' NOT NULL,
	"commission_value" integer DEFAULT 0 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"allowed_package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_service_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "admin_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "billed_to_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "student_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_imports" ADD CONSTRAINT "partner_imports_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_imports" ADD CONSTRAINT "partner_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoices" ADD CONSTRAINT "partner_invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_number_key" ON "commission_statements" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_month_key" ON "commission_statements" USING btree ("partner_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_booking_key" ON "commissions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","earned_at");--> statement-breakpoint
CREATE INDEX "partner_imports_partner_idx" ON "partner_imports" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invoices_number_key" ON "partner_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invoices_period_key" ON "partner_invoices" USING btree ("partner_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_key" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree ("name");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_invoice_id_partner_invoices_id_fk" FOREIGN KEY ("partner_invoice_id") REFERENCES "public"."partner_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_partner_id_partners_id_fk" FOREIGN KEY ("referred_by_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_partner_external_key" ON "bookings" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_id","preferred_date");