ALTER TABLE "exam_dates" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The application's history is the student's to read (/moj-kurz): an instructor's reason for registering a student not ready stays on the registration only.
UPDATE "course_application_events" SET "note" = split_part("note", ' Bez splnených podmienok: ', 1) WHERE "note" LIKE 'Prihlásenie na skúšku %. Bez splnených podmienok: %';
