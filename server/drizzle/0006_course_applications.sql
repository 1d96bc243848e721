CREATE SEQUENCE "public"."course_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "course_application_documents" (
	"application_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"date" date NOT NULL,
	"valid_until" date,
	CONSTRAINT "course_application_documents_application_id_kind_pk" PRIMARY KEY("application_id","kind"),
	CONSTRAINT "course_application_documents_kind" CHECK ("course_application_documents"."kind" IN ('medicalCertificate', 'firstAidCourse', 'parentConsent'))
);
--> statement-breakpoint
CREATE TABLE "course_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" varchar(254),
	"note" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "course_application_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"reminded_before_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	CONSTRAINT "course_application_instalments_amount_positive" CHECK ("course_application_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "course_application_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"date" date NOT NULL,
	"method" varchar(8) NOT NULL,
	"note" varchar(200),
	"recorded_by" varchar(254),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_application_payments_amount_positive" CHECK ("course_application_payments"."amount" > 0),
	CONSTRAINT "course_application_payments_method" CHECK ("course_application_payments"."method" IN ('transfer', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "course_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT (extract(year from now())::integer * 100000 + nextval('course_application_number_seq')::integer) NOT NULL,
	"offer_id" integer,
	"course_name" varchar(50) NOT NULL,
	"licence_group" varchar(2) NOT NULL,
	"price" integer NOT NULL,
	"user_id" integer,
	"firstname" varchar(50) NOT NULL,
	"lastname" varchar(50) NOT NULL,
	"birth_date" date NOT NULL,
	"email" varchar(180) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"street" varchar(100) NOT NULL,
	"town" varchar(60) NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"held_groups" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"note" varchar(1000),
	"parent_name" varchar(100),
	"parent_email" varchar(180),
	"terms_version" integer,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"consent_token_hash" text,
	"parent_consent_at" timestamp with time zone,
	"account_token_hash" text,
	"account_token_expires_at" timestamp with time zone,
	CONSTRAINT "course_applications_status" CHECK ("course_applications"."status" IN ('new', 'verified', 'enrolled', 'training', 'exam', 'finished', 'cancelled')),
	CONSTRAINT "course_applications_price_not_negative" CHECK ("course_applications"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_payment_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"iban" varchar(34) NOT NULL,
	"recipient" varchar(70) NOT NULL,
	CONSTRAINT "course_payment_account_single_row" CHECK ("course_payment_account"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "course_terms" (
	"version" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(254)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "licence_group" varchar(2) DEFAULT 'B' NOT NULL;--> statement-breakpoint
-- Existing offers named after their group ('Skupina A', 'skupiny BE') get it; the rest keep B.
UPDATE "offers" SET "licence_group" = upper(substring("name" from '(?i)skupin\w*\s+(AM|A1|A2|BE|B1|C1|CE|D1|DE|A|B|C|D|T)\M')) WHERE "name" ~* 'skupin\w*\s+(AM|A1|A2|BE|B1|C1|CE|D1|DE|A|B|C|D|T)\M';--> statement-breakpoint
ALTER TABLE "course_application_documents" ADD CONSTRAINT "course_application_documents_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_application_events" ADD CONSTRAINT "course_application_events_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_application_instalments" ADD CONSTRAINT "course_application_instalments_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_application_payments" ADD CONSTRAINT "course_application_payments_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_terms_version_course_terms_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."course_terms"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_application_events_application_idx" ON "course_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "course_application_instalments_application_idx" ON "course_application_instalments" USING btree ("application_id","due_date");--> statement-breakpoint
CREATE INDEX "course_application_payments_application_idx" ON "course_application_payments" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_applications_number_unique" ON "course_applications" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_applications_open_unique" ON "course_applications" USING btree (lower("email"),"offer_id") WHERE "course_applications"."status" NOT IN ('finished', 'cancelled');--> statement-breakpoint
CREATE INDEX "course_applications_submitted_idx" ON "course_applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "course_applications_user_idx" ON "course_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_applications_confirm_token_unique" ON "course_applications" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "course_applications_consent_token_unique" ON "course_applications" USING btree ("consent_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "course_applications_account_token_unique" ON "course_applications" USING btree ("account_token_hash");