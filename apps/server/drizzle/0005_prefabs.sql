CREATE TABLE "prefabs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"element_id" uuid NOT NULL,
	"prefab_type" text NOT NULL,
	"data_types" jsonb NOT NULL,
	"data_groups" jsonb NOT NULL,
	"created_by" uuid,
	"last_updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prefabs" ADD CONSTRAINT "prefabs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefabs" ADD CONSTRAINT "prefabs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefabs" ADD CONSTRAINT "prefabs_last_updated_by_users_id_fk" FOREIGN KEY ("last_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prefabs_app_name_unique" ON "prefabs" USING btree ("app_id",lower("name"));