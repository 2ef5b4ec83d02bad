CREATE TABLE "page_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"page_revision" integer NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"modules" jsonb NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	"render_errors" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "live_version_id" uuid;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_page_number_unique" ON "page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE INDEX "page_versions_app_idx" ON "page_versions" USING btree ("app_id");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_live_version_id_page_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;