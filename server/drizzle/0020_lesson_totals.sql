CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."lesson_applications" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"licence_group" varchar(2) NOT NULL,
	"main_instructor_id" integer
);
--> statement-breakpoint
CREATE TABLE "derived"."lesson_day_totals" (
	"day" date NOT NULL,
	"instructor_id" integer NOT NULL,
	"licence_group" varchar(2),
	"lessons" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "lesson_day_totals_key" UNIQUE NULLS NOT DISTINCT("day","instructor_id","licence_group")
);
--> statement-breakpoint
CREATE TABLE "derived"."lesson_month_totals" (
	"month" date NOT NULL,
	"instructor_id" integer NOT NULL,
	"vehicle_id" integer,
	"licence_group" varchar(2),
	"status" varchar(14) NOT NULL,
	"lessons" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "lesson_month_totals_key" UNIQUE NULLS NOT DISTINCT("month","instructor_id","vehicle_id","licence_group","status")
);
--> statement-breakpoint
CREATE INDEX "lesson_day_totals_group_day_idx" ON "derived"."lesson_day_totals" USING btree ("licence_group","day","instructor_id");
--> statement-breakpoint
-- Decision 0043: the month and day totals and the applications' main instructors follow driving_lessons
-- through statement triggers, whatever writes it (the server, a restore's copy, a cascade).
-- `gone`: the counted lessons as they were before the statement; `came`: as they are after it.
CREATE FUNCTION "derived"."apply_lessons"(gone "public"."driving_lessons"[], came "public"."driving_lessons"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  -- An application's group as it is when its first lesson counts (it never changes): its lessons
  -- leave the group only when the application is deleted and they lose it.
  INSERT INTO "derived"."lesson_applications" (application_id, licence_group)
  SELECT DISTINCT a.id, a.licence_group
  FROM unnest(came) c JOIN "public"."course_applications" a ON a.id = c.application_id
  ON CONFLICT (application_id) DO NOTHING;

  WITH delta AS (
    SELECT g.*, -1 AS sign FROM unnest(gone) g
    UNION ALL
    SELECT c.*, 1 AS sign FROM unnest(came) c
  )
  INSERT INTO "derived"."lesson_month_totals" AS t (month, instructor_id, vehicle_id, licence_group, status, lessons, seconds)
  SELECT date_trunc('month', d.starts_at AT TIME ZONE 'Europe/Bratislava')::date, d.instructor_id, d.vehicle_id,
    la.licence_group, d.status, sum(d.sign), sum(d.sign * extract(epoch FROM d.ends_at - d.starts_at))::bigint
  FROM delta d LEFT JOIN "derived"."lesson_applications" la ON la.application_id = d.application_id
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * extract(epoch FROM d.ends_at - d.starts_at)) <> 0
  ON CONFLICT ON CONSTRAINT "lesson_month_totals_key"
    DO UPDATE SET lessons = t.lessons + excluded.lessons, seconds = t.seconds + excluded.seconds;

  -- Payroll's days: the driven ones only, by the instructor's day in Bratislava.
  WITH delta AS (
    SELECT g.*, -1 AS sign FROM unnest(gone) g
    UNION ALL
    SELECT c.*, 1 AS sign FROM unnest(came) c
  )
  INSERT INTO "derived"."lesson_day_totals" AS t (day, instructor_id, licence_group, lessons, seconds)
  SELECT (d.starts_at AT TIME ZONE 'Europe/Bratislava')::date, d.instructor_id, g.licence_group,
    sum(d.sign), sum(d.sign * extract(epoch FROM d.ends_at - d.starts_at))::bigint
  FROM delta d LEFT JOIN "derived"."lesson_applications" la ON la.application_id = d.application_id
    -- Each lesson under its group and under '*', every group together (ALL_GROUPS): a line of the list is a row.
    CROSS JOIN LATERAL (VALUES (la.licence_group), ('*')) g(licence_group)
  WHERE d.status = 'driven'
  GROUP BY 1, 2, 3
  HAVING sum(d.sign) <> 0 OR sum(d.sign * extract(epoch FROM d.ends_at - d.starts_at)) <> 0
  ON CONFLICT ON CONSTRAINT "lesson_day_totals_key"
    DO UPDATE SET lessons = t.lessons + excluded.lessons, seconds = t.seconds + excluded.seconds;
  -- A day whose driven lessons all went again is no line of payroll's list: its rows go.
  DELETE FROM "derived"."lesson_day_totals" t
  WHERE t.lessons = 0 AND t.day IN (
    SELECT (g.starts_at AT TIME ZONE 'Europe/Bratislava')::date FROM unnest(gone) g WHERE g.status = 'driven');

  touched := array(
    SELECT DISTINCT x.application_id
    FROM (SELECT application_id, status FROM unnest(gone) UNION ALL SELECT application_id, status FROM unnest(came)) x
    WHERE x.status = 'driven' AND x.application_id IS NOT NULL
  );
  IF cardinality(touched) > 0 THEN
    UPDATE "derived"."lesson_applications" la
    SET main_instructor_id = (
      SELECT l.instructor_id FROM "public"."driving_lessons" l
      WHERE l.application_id = la.application_id AND l.kind = 'lesson' AND l.status = 'driven'
      GROUP BY l.instructor_id
      ORDER BY count(*) DESC, min(l.starts_at), l.instructor_id
      LIMIT 1
    )
    WHERE la.application_id = ANY (touched);
  END IF;
END $$;
--> statement-breakpoint
-- One function for the three triggers: `gone` exists for an update or a delete, `came` for an
-- insert or an update. A booking (the common insert) counts for nothing yet: nothing to do.
CREATE FUNCTION "derived"."lessons_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_rows "public"."driving_lessons"[] := '{}';
  after_rows "public"."driving_lessons"[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_rows := array(SELECT g::"public"."driving_lessons" FROM gone g
      WHERE g.kind = 'lesson' AND g.status IN ('driven', 'noShow', 'lateCancelled'));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_rows := array(SELECT c::"public"."driving_lessons" FROM came c
      WHERE c.kind = 'lesson' AND c.status IN ('driven', 'noShow', 'lateCancelled'));
  END IF;
  IF cardinality(before_rows) + cardinality(after_rows) > 0 THEN
    PERFORM "derived"."apply_lessons"(before_rows, after_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "driving_lessons_counted_insert" AFTER INSERT ON "public"."driving_lessons"
  REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION "derived"."lessons_changed"();
--> statement-breakpoint
CREATE TRIGGER "driving_lessons_counted_update" AFTER UPDATE ON "public"."driving_lessons"
  REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION "derived"."lessons_changed"();
--> statement-breakpoint
CREATE TRIGGER "driving_lessons_counted_delete" AFTER DELETE ON "public"."driving_lessons"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "derived"."lessons_changed"();
--> statement-breakpoint
-- Every derived table again from the rows: after this migration, and after a copy made without
-- triggers (a PGlite import, import-pglite.ts).
CREATE FUNCTION "derived"."rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "derived"."lesson_month_totals";
  DELETE FROM "derived"."lesson_day_totals";
  DELETE FROM "derived"."lesson_applications";
  PERFORM "derived"."apply_lessons"('{}',
    array(SELECT l FROM "public"."driving_lessons" l WHERE l.kind = 'lesson' AND l.status IN ('driven', 'noShow', 'lateCancelled')));
END $$;
--> statement-breakpoint
SELECT "derived"."rebuild"();
