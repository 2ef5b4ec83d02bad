ALTER TABLE "page_version_locales" ADD COLUMN "forms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Documents published before: their forms are the version's (the fields the same; their thank-you page the default language's, as they were served).
UPDATE "page_version_locales" AS l SET "forms" = v."forms" FROM "page_versions" AS v WHERE v."id" = l."version_id";
