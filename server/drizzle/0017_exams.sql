CREATE TABLE "exam_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" varchar(200) NOT NULL,
	"licence_groups" text[] NOT NULL,
	"places" integer NOT NULL,
	"note" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_dates_places" CHECK ("exam_dates"."places" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "exam_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_date_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"parts" text[] NOT NULL,
	"override_reason" varchar(500),
	"registered_by" varchar(254),
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_registrations_date_application_unique" UNIQUE("exam_date_id","application_id"),
	CONSTRAINT "exam_registrations_parts" CHECK (cardinality("exam_registrations"."parts") > 0 and "exam_registrations"."parts" <@ ARRAY['test', 'maintenance', 'driving']::text[])
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"registration_id" integer NOT NULL,
	"part" varchar(16) NOT NULL,
	"result" varchar(16) NOT NULL,
	"recorded_by" varchar(254),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_registration_id_part_pk" PRIMARY KEY("registration_id","part"),
	CONSTRAINT "exam_results_part" CHECK ("exam_results"."part" IN ('test', 'maintenance', 'driving')),
	CONSTRAINT "exam_results_result" CHECK ("exam_results"."result" IN ('passed', 'failed', 'absent'))
);
--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_date_id_exam_dates_id_fk" FOREIGN KEY ("exam_date_id") REFERENCES "public"."exam_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_dates_starts_idx" ON "exam_dates" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "exam_registrations_application_idx" ON "exam_registrations" USING btree ("application_id");