ALTER TABLE "merchant_days" ADD COLUMN "week_first_active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_days" ADD COLUMN "month_first_active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0050): the days already rolled up get their counts from the histogram, whose
-- `since` is each member-day's previous active day: the first of a week or a month is one with `since` before it.
UPDATE "merchant_days" d SET "week_first_active" = a.week, "month_first_active" = a.month
FROM (
  SELECT "merchant_code", "day",
    COALESCE(SUM("members") FILTER (WHERE "since" < date_trunc('week', "day"::timestamp)::date), 0) AS week,
    COALESCE(SUM("members") FILTER (WHERE "since" < date_trunc('month', "day"::timestamp)::date), 0) AS month
  FROM "merchant_activity" GROUP BY "merchant_code", "day"
) a
WHERE d."merchant_code" = a."merchant_code" AND d."day" = a."day";
