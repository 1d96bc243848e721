CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_days" smallint NOT NULL,
	"notice_hours" smallint NOT NULL,
	"max_upcoming" smallint NOT NULL,
	"cancel_hours" smallint NOT NULL,
	"require_paid_up_to_date" boolean NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "driving_lesson_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"action" varchar(14) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" varchar(254),
	"note" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "driving_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(6) DEFAULT 'lesson' NOT NULL,
	"instructor_id" integer NOT NULL,
	"vehicle_id" integer,
	"student_id" integer,
	"application_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"units" smallint NOT NULL,
	"status" varchar(14) DEFAULT 'booked' NOT NULL,
	"drive_kind" varchar(10),
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "driving_lessons_order" CHECK ("driving_lessons"."ends_at" > "driving_lessons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"from_time" varchar(5),
	"to_time" varchar(5),
	"vehicle_id" integer,
	"note" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "lesson_calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_calendar_feeds_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lesson_instructors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_waitlist" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"days" date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"plate" varchar(12) NOT NULL,
	"licence_group" varchar(2) NOT NULL,
	"gearbox" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"from_time" varchar(5) NOT NULL,
	"to_time" varchar(5) NOT NULL,
	"vehicle_id" integer,
	CONSTRAINT "working_periods_weekday" CHECK ("working_periods"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "driving_lesson_events" ADD CONSTRAINT "driving_lesson_events_lesson_id_driving_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."driving_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_instructor_id_lesson_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."lesson_instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD CONSTRAINT "hours_exceptions_instructor_id_lesson_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."lesson_instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD CONSTRAINT "hours_exceptions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_calendar_feeds" ADD CONSTRAINT "lesson_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_instructors" ADD CONSTRAINT "lesson_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_waitlist" ADD CONSTRAINT "lesson_waitlist_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_periods" ADD CONSTRAINT "working_periods_instructor_id_lesson_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."lesson_instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_periods" ADD CONSTRAINT "working_periods_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driving_lesson_events_lesson_idx" ON "driving_lesson_events" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "driving_lessons_starts_idx" ON "driving_lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "driving_lessons_student_idx" ON "driving_lessons" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "hours_exceptions_instructor_date_idx" ON "hours_exceptions" USING btree ("instructor_id","date");--> statement-breakpoint
CREATE INDEX "working_periods_instructor_idx" ON "working_periods" USING btree ("instructor_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot describe them): the database itself refuses a second lesson
-- over one that holds its time, for the instructor, the vehicle and the student (issue 39).
-- btree_gist lets GiST compare the integer ids with =; it is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_instructor_free" EXCLUDE USING gist ("instructor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('booked', 'driven', 'noShow'));--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_vehicle_free" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("vehicle_id" IS NOT NULL AND "status" IN ('booked', 'driven', 'noShow'));--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_student_free" EXCLUDE USING gist ("student_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("student_id" IS NOT NULL AND "status" IN ('booked', 'driven', 'noShow'));
