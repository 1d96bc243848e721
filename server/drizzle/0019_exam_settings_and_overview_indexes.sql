CREATE TABLE "exam_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"show_pass_rate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_settings_single_row" CHECK ("exam_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "course_application_events_status_at_idx" ON "course_application_events" USING btree ("status","at");--> statement-breakpoint
CREATE INDEX "course_application_payments_date_idx" ON "course_application_payments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "driving_lessons_application_driven_idx" ON "driving_lessons" USING btree ("application_id","instructor_id","starts_at") WHERE "driving_lessons"."kind" = 'lesson' AND "driving_lessons"."status" = 'driven';--> statement-breakpoint
CREATE INDEX "test_attempts_evaluated_idx" ON "test_attempts" USING btree ("evaluated_at") WHERE "test_attempts"."user_id" IS NOT NULL;