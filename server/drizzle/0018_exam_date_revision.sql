ALTER TABLE "exam_dates" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
