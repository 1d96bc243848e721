-- A notification row is now a choice, on or off (issue 51): the rows that exist were chosen on.
ALTER TABLE "user_notifications" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A parent's online consent is the consent document: applications consented before get it too.
INSERT INTO "course_application_documents" ("application_id", "kind", "date")
SELECT "id", 'parentConsent', ("parent_consent_at" AT TIME ZONE 'Europe/Bratislava')::date
FROM "course_applications"
WHERE "parent_consent_at" IS NOT NULL
ON CONFLICT DO NOTHING;
