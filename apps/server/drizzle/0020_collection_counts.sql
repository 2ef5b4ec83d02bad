ALTER TABLE "collections" ADD COLUMN "draft_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "published_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "changed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_items_status_idx" ON "collection_items" USING btree ("collection_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "collections" AS c SET
  "draft_count" = n.draft,
  "published_count" = n.published,
  "changed_count" = n.changed
FROM (
  SELECT "collection_id",
    count(*) FILTER (WHERE "status" = 'draft')::int AS draft,
    count(*) FILTER (WHERE "status" = 'published')::int AS published,
    count(*) FILTER (WHERE "status" = 'changed')::int AS changed
  FROM "collection_items" GROUP BY "collection_id"
) AS n
WHERE n."collection_id" = c."id";
