-- Decision 0035: the money of course applications in whole cents (267,50 € is 26750).
-- The columns keep their names and integer type; the euros stored so far become cents.
UPDATE "course_applications" SET "price" = "price" * 100;--> statement-breakpoint
UPDATE "course_application_instalments" SET "amount" = "amount" * 100;--> statement-breakpoint
UPDATE "course_application_payments" SET "amount" = "amount" * 100;
