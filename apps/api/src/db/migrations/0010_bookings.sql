CREATE TABLE "booking_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_no" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"guests" integer NOT NULL,
	"guest_price" integer NOT NULL,
	"already_paid" integer NOT NULL,
	"price_to_you" integer NOT NULL,
	"comment" text,
	"booking_source_id" integer,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_nationality" text,
	"guest_passport_number" text,
	"guest_address" text NOT NULL,
	"guest_postal_code" text NOT NULL,
	"guest_country" text NOT NULL,
	"guest_language" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_skype" text,
	"guest_phone" text NOT NULL,
	"guest_mobile" text NOT NULL,
	"guest_fax" text,
	"idempotency_key" text,
	"request_hash" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancellation_penalty" integer,
	"cancellation_percent" integer,
	"cancellation_days_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_unit_no_positive" CHECK ("bookings"."unit_no" >= 1),
	CONSTRAINT "bookings_stay_in_order" CHECK ("bookings"."date_from" < "bookings"."date_to"),
	CONSTRAINT "bookings_stay_at_most_365_nights" CHECK ("bookings"."date_to" - "bookings"."date_from" <= 365),
	CONSTRAINT "bookings_guests_positive" CHECK ("bookings"."guests" >= 1),
	CONSTRAINT "bookings_guest_price_positive" CHECK ("bookings"."guest_price" > 0),
	CONSTRAINT "bookings_already_paid_within_price" CHECK ("bookings"."already_paid" >= 0 and "bookings"."already_paid" <= "bookings"."guest_price"),
	CONSTRAINT "bookings_price_to_you_within_price" CHECK ("bookings"."price_to_you" >= 0 and "bookings"."price_to_you" <= "bookings"."guest_price"),
	CONSTRAINT "bookings_cancelled_at_with_status" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_day_settings" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"price" integer,
	"min_nights" integer,
	"max_nights" integer,
	"preparation_hours" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_day_settings_property_id_day_pk" PRIMARY KEY("property_id","day"),
	CONSTRAINT "calendar_day_settings_price_positive" CHECK ("calendar_day_settings"."price" > 0),
	CONSTRAINT "calendar_day_settings_min_nights_positive" CHECK ("calendar_day_settings"."min_nights" >= 1),
	CONSTRAINT "calendar_day_settings_nights_in_order" CHECK ("calendar_day_settings"."min_nights" <= "calendar_day_settings"."max_nights"),
	CONSTRAINT "calendar_day_settings_preparation_hours" CHECK ("calendar_day_settings"."preparation_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_no" integer NOT NULL,
	"nights" daterange NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_holds_unit_no_positive" CHECK ("calendar_holds"."unit_no" >= 1),
	CONSTRAINT "calendar_holds_nights_not_empty" CHECK (not isempty("calendar_holds"."nights")),
	CONSTRAINT "calendar_holds_booking_with_kind" CHECK (("calendar_holds"."kind" = 'booking') = ("calendar_holds"."booking_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_source_id_definition_items_id_fk" FOREIGN KEY ("booking_source_id") REFERENCES "public"."definition_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_day_settings" ADD CONSTRAINT "calendar_day_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_owner_idempotency_key_idx" ON "bookings" USING btree ("owner_id","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_owner_date_from_idx" ON "bookings" USING btree ("owner_id","date_from");--> statement-breakpoint
CREATE INDEX "bookings_owner_date_to_idx" ON "bookings" USING btree ("owner_id","date_to");--> statement-breakpoint
CREATE INDEX "bookings_property_date_from_idx" ON "bookings" USING btree ("property_id","date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_holds_booking_idx" ON "calendar_holds" USING btree ("booking_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): two holds (bookings or blocks) of one unit
-- of a property never share a night, whatever races. Nights are half-open [arrival,
-- departure), so a departure day can be the next arrival. btree_gist (0000) lets the uuid
-- and the unit number take part in the GiST index, which also serves the calendar's reads.
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "unit_no" WITH =, "nights" WITH &&);
