CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" varchar(100) NOT NULL,
	"lastname" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(30),
	"message" text NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"date_resolved" timestamp with time zone,
	"date_reply" timestamp with time zone,
	"reply_message" text
);
--> statement-breakpoint
CREATE TABLE "learning_material_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_position_not_negative" CHECK ("learning_material_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"category_id" integer NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "materials_position_not_negative" CHECK ("learning_materials"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"reply_to" varchar(254),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"theory" varchar(30),
	"trainer" varchar(30),
	"practice" varchar(30),
	"extra_info" varchar(50),
	"length" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_updated_at" timestamp with time zone,
	CONSTRAINT "offers_price_not_negative" CHECK ("offers"."price" >= 0),
	CONSTRAINT "offers_position_not_negative" CHECK ("offers"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	CONSTRAINT "user_notifications_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT ARRAY['ROLE_USER']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_materials" ADD CONSTRAINT "learning_materials_category_id_learning_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."learning_material_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_date_add_idx" ON "contact_messages" USING btree ("date_add","id");--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "learning_material_categories" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "materials_category_position_idx" ON "learning_materials" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "offers_position_idx" ON "offers" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));