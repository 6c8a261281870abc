CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_text_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_html_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash_key" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_link_expiry_idx" ON "mail_outbox" USING btree ("link_expires_at");--> statement-breakpoint
-- Reset mails written before this migration: their copies without the link (docs/decisions/051).
UPDATE "mail_outbox" SET
	"redacted_text_body" = regexp_replace("text_body", 'token=[A-Za-z0-9_-]+', 'token=removed', 'g'),
	"redacted_html_body" = regexp_replace("html_body", 'token=[A-Za-z0-9_-]+', 'token=removed', 'g'),
	"link_expires_at" = "created_at" + interval '1 hour'
WHERE "template" = 'password-reset';--> statement-breakpoint
UPDATE "mail_outbox" SET
	"text_body" = "redacted_text_body",
	"html_body" = "redacted_html_body",
	"redacted_text_body" = NULL,
	"redacted_html_body" = NULL,
	"link_expires_at" = NULL
WHERE "redacted_text_body" IS NOT NULL AND "status" IN ('sent', 'logged', 'failed');
