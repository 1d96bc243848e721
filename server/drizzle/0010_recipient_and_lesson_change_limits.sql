CREATE TABLE "mail_recipient_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"recipient_hash" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_waitlist" ADD COLUMN "notified_on" date;--> statement-breakpoint
CREATE INDEX "mail_recipient_log_recipient_idx" ON "mail_recipient_log" USING btree ("kind","recipient_hash","at");--> statement-breakpoint
CREATE INDEX "mail_recipient_log_at_idx" ON "mail_recipient_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "driving_lesson_events_by_at_idx" ON "driving_lesson_events" USING btree ("by","at");