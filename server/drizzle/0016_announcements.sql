CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"published_on" date NOT NULL,
	"visible_until" date
);
--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_on" desc,"id" desc);