ALTER TABLE "drivers" ADD COLUMN "photo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "meeting_point_photos" jsonb DEFAULT '{}'::jsonb NOT NULL;