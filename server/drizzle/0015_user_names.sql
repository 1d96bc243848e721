ALTER TABLE "users" ADD COLUMN "firstname" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lastname" varchar(100);