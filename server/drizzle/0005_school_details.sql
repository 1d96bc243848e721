CREATE TABLE "school_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_details_single_row" CHECK ("school_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_setup_single_row" CHECK ("site_setup"."id" = 1)
);
