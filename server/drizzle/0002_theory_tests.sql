CREATE TABLE "test_attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"answer" varchar(1) NOT NULL,
	CONSTRAINT "test_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "test_attempt_answers_answer" CHECK ("test_attempt_answers"."answer" IN ('a', 'b', 'c'))
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"question_ids" integer[] NOT NULL,
	"pass_mark" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"evaluated_at" timestamp with time zone,
	"points" integer,
	"max_points" integer,
	"percentage" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(500) NOT NULL,
	"category_id" integer NOT NULL,
	"answer_a" varchar(300) NOT NULL,
	"answer_b" varchar(300) NOT NULL,
	"answer_c" varchar(300) NOT NULL,
	"correct_answer" varchar(1) NOT NULL,
	"points" integer NOT NULL,
	"explanation" varchar(1000),
	"active" boolean DEFAULT true NOT NULL,
	"image_updated_at" timestamp with time zone,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_questions_correct_answer" CHECK ("test_questions"."correct_answer" IN ('a', 'b', 'c')),
	CONSTRAINT "test_questions_points" CHECK ("test_questions"."points" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "test_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"category_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "test_settings_single_row" CHECK ("test_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "test_attempt_answers" ADD CONSTRAINT "test_attempt_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_category_id_learning_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."learning_material_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_attempts_user_idx" ON "test_attempts" USING btree ("user_id","evaluated_at");--> statement-breakpoint
CREATE INDEX "test_attempts_deadline_idx" ON "test_attempts" USING btree ("deadline") WHERE "test_attempts"."evaluated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "test_questions_category_idx" ON "test_questions" USING btree ("category_id","id");