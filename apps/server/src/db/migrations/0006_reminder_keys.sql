-- Reminder claim keys carry the arrival date they were for (docs/decisions/064), so a booking
-- whose arrival moves gets its reminders again for the new date. Reminders made before this
-- were for the booking's date at the time, which is its current date unless it moved, and it
-- could not move before this: the old keys get the booking's date, and are not made again.
UPDATE "notifications" AS n
SET "dedupe_key" = n."dedupe_key" || ':' || to_char(b."preferred_date", 'YYYY-MM-DD')
FROM "bookings" AS b
WHERE n."dedupe_key" IN ('reminder:7d:' || b."id"::text, 'reminder:1d:' || b."id"::text);
