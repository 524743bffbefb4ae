-- Channels: two-way iCal sync (issue 15, requirements-next §11). A connection links a
-- property (one unit of a multi-unit property) to a channel: the channel's feed we import and
-- our own feed it imports. The export token is kept twice: its SHA-256 (how /ical/<token>.ics
-- finds the connection, so a leaked table cannot be turned into working URLs by lookup) and
-- sealed with the master key (so the channels page can show the URL to copy at any time).
CREATE TABLE "channel_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_no" integer DEFAULT 1 NOT NULL,
	"channel" text NOT NULL,
	"import_url" text,
	"export_token_hash" text NOT NULL,
	"export_token_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_status" text,
	"last_error" jsonb,
	"last_event_count" integer DEFAULT 0 NOT NULL,
	"pending_confirmation" jsonb,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_connections_unit_no_positive" CHECK ("unit_no" >= 1),
	CONSTRAINT "channel_connections_channel" CHECK ("channel" in ('airbnb', 'booking', 'vrbo', 'gathern', 'other')),
	CONSTRAINT "channel_connections_last_status" CHECK ("last_status" in ('success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_property_unit_channel_idx" ON "channel_connections" USING btree ("property_id","unit_no","channel");
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_export_token_hash_idx" ON "channel_connections" USING btree ("export_token_hash");
--> statement-breakpoint
CREATE INDEX "channel_connections_owner_idx" ON "channel_connections" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "channel_connections_due_idx" ON "channel_connections" USING btree ("next_sync_at") WHERE "enabled" and "import_url" is not null;
--> statement-breakpoint
-- What an import made: a booking (source = the channel) or a block, keyed by the event's UID.
-- A disconnected channel's blocks go with it; its bookings stay as ordinary bookings. An
-- imported booking has no price in the feed, so its guest price may be 0.
ALTER TABLE "bookings" ADD COLUMN "channel_connection_id" uuid;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_uid" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_connection_id_fk" FOREIGN KEY ("channel_connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_channel_uid_idx" ON "bookings" USING btree ("channel_connection_id","external_uid") WHERE "channel_connection_id" is not null;
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_guest_price_positive";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_price_positive" CHECK ("guest_price" > 0 or ("external_uid" is not null and "guest_price" = 0));
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD COLUMN "channel_connection_id" uuid;
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD COLUMN "external_uid" text;
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_channel_connection_id_fk" FOREIGN KEY ("channel_connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_holds_channel_uid_idx" ON "calendar_holds" USING btree ("channel_connection_id","external_uid") WHERE "channel_connection_id" is not null;
--> statement-breakpoint
-- An imported event that overlaps a hold already on the unit: not placed, shown and notified.
CREATE TABLE "channel_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_no" integer NOT NULL,
	"external_uid" text NOT NULL,
	"summary" text,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"conflicting_booking_id" uuid,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_booking_id_fk" FOREIGN KEY ("conflicting_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_conflicts_connection_uid_idx" ON "channel_conflicts" USING btree ("connection_id","external_uid");
--> statement-breakpoint
CREATE INDEX "channel_conflicts_owner_property_idx" ON "channel_conflicts" USING btree ("owner_id","property_id","date_from");
--> statement-breakpoint
-- Sync logs (spec §3 "Sync log"): rows of one run share its search ID. Property and building
-- ids are kept as written (no foreign key): a log outlives what it names, for 90 days.
CREATE TABLE "sync_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid,
	"building_id" uuid,
	"connection_id" uuid,
	"channel" text,
	"reservation_id" text,
	"action" text NOT NULL,
	"type" text NOT NULL,
	"request" text NOT NULL,
	"response" text NOT NULL,
	"response_id" text,
	"status" text NOT NULL,
	"search_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sync_logs_owner_created_idx" ON "sync_logs" USING btree ("owner_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sync_logs_search_idx" ON "sync_logs" USING btree ("search_id");
--> statement-breakpoint
CREATE INDEX "sync_logs_created_idx" ON "sync_logs" USING btree ("created_at");
