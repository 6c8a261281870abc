ALTER TABLE "users" ADD COLUMN "created_by_startup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts start-up created before this column existed are known from the audit log.
UPDATE "users" SET "created_by_startup" = true WHERE "id"::text IN (SELECT "entity_id" FROM "audit_logs" WHERE "action" = 'admin.bootstrap_created');
