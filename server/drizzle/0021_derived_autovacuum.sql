-- Decision 0043: the overview reads the derived totals by index-only scans, which skip the table
-- only on pages the visibility map marks all-visible. Every change of a lesson rewrites a total's
-- row and clears its page's mark; PostgreSQL's default vacuums a table after a fifth of it changed,
-- so after a night's retention a decade's payroll count read 30,000 rows from the table again
-- (12 ms, not 5). Vacuumed after a hundredth instead: a few hundred rows' changes, cheap here.
ALTER TABLE "derived"."lesson_day_totals" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "derived"."lesson_month_totals" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "derived"."lesson_applications" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0.01);
