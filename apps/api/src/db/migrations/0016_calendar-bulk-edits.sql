-- The owner's last bulk edit of the multi-unit timeline (issue 17): what its cells' blocks
-- and day settings were before and after it, so that POST /calendar/bulk/undo can put them
-- back exactly. One row per owner.
CREATE TABLE "calendar_bulk_edits" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"action" text NOT NULL,
	"undo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_bulk_edits" ADD CONSTRAINT "calendar_bulk_edits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;