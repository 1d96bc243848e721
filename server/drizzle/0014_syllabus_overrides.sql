CREATE TABLE "syllabus_overrides" (
	"licence_group" varchar(4) PRIMARY KEY NOT NULL,
	"theory" smallint NOT NULL,
	"simulator" smallint NOT NULL,
	"ground" smallint NOT NULL,
	"road" smallint NOT NULL,
	"total" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syllabus_overrides_counts" CHECK ("syllabus_overrides"."theory" >= 0 AND "syllabus_overrides"."simulator" >= 0 AND "syllabus_overrides"."ground" >= 0 AND "syllabus_overrides"."road" >= 0 AND "syllabus_overrides"."total" >= "syllabus_overrides"."simulator" + "syllabus_overrides"."ground" + "syllabus_overrides"."road")
);
