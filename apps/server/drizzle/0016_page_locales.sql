CREATE TABLE "page_version_locales" (
	"version_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "page_version_locales_version_id_locale_pk" PRIMARY KEY("version_id","locale")
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "locales" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "page_version_locales" ADD CONSTRAINT "page_version_locales_version_id_page_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."page_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_version_locales" ADD CONSTRAINT "page_version_locales_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_version_locales_address_idx" ON "page_version_locales" USING btree ("app_id","locale","url");