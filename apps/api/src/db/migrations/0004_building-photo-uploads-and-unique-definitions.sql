CREATE TABLE "photo_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_uploads_owner_key_idx" ON "photo_uploads" USING btree ("owner_id","key");--> statement-breakpoint
CREATE INDEX "photo_uploads_created_idx" ON "photo_uploads" USING btree ("created_at");--> statement-breakpoint
-- Buildings made before uploads were recorded: each one's key becomes an upload of its owner.
INSERT INTO "photo_uploads" ("key", "owner_id", "created_at")
SELECT DISTINCT ON ("photo_key") "photo_key", "owner_id", "created_at" FROM "buildings"
ORDER BY "photo_key", "created_at";--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_photo_upload_fk" FOREIGN KEY ("owner_id","photo_key") REFERENCES "public"."photo_uploads"("owner_id","key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An owner's entries stored twice before names were unique keep their id in the later names.
UPDATE "definition_items" AS d
SET "name_ar" = d."name_ar" || ' (' || d."id" || ')', "name_en" = d."name_en" || ' (' || d."id" || ')'
WHERE d."owner_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "definition_items" AS e
  WHERE e."owner_id" = d."owner_id" AND e."kind" = d."kind" AND e."id" < d."id"
    AND coalesce(e."parent_id", 0) = coalesce(d."parent_id", 0)
    AND (lower(btrim(e."name_ar")) = lower(btrim(d."name_ar"))
      OR lower(btrim(e."name_en")) = lower(btrim(d."name_en")))
);--> statement-breakpoint
CREATE UNIQUE INDEX "definition_items_own_name_ar_idx" ON "definition_items" USING btree ("owner_id","kind",coalesce("parent_id", 0),lower(btrim("name_ar"))) WHERE owner_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "definition_items_own_name_en_idx" ON "definition_items" USING btree ("owner_id","kind",coalesce("parent_id", 0),lower(btrim("name_en"))) WHERE owner_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_photo_key_idx" ON "buildings" USING btree ("photo_key");