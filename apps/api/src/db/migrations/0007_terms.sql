CREATE TABLE "property_arrival" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"landlord_name" text NOT NULL,
	"landlord_email" text NOT NULL,
	"landlord_contact" text NOT NULL,
	"arrival_contact_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_arrival_instructions" (
	"property_id" uuid NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"how_to_arrive" text NOT NULL,
	"pickup_details" text DEFAULT '' NOT NULL,
	CONSTRAINT "property_arrival_instructions_property_id_language_pk" PRIMARY KEY("property_id","language")
);
--> statement-breakpoint
CREATE TABLE "property_availability" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"base_price" integer NOT NULL,
	"min_nights" integer NOT NULL,
	"max_nights" integer NOT NULL,
	"preparation_hours" integer NOT NULL,
	"open_from" date NOT NULL,
	"open_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_availability_window_in_order" CHECK ("property_availability"."open_from" <= "property_availability"."open_until"),
	CONSTRAINT "property_availability_nights_in_order" CHECK ("property_availability"."min_nights" <= "property_availability"."max_nights")
);
--> statement-breakpoint
CREATE TABLE "property_cancellation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"from_days" integer NOT NULL,
	"to_days" integer NOT NULL,
	"penalty_percent" integer NOT NULL,
	CONSTRAINT "property_cancellation_policies_days_in_order" CHECK ("property_cancellation_policies"."from_days" <= "property_cancellation_policies"."to_days")
);
--> statement-breakpoint
CREATE TABLE "property_charge_profiles" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"down_payment_type" text NOT NULL,
	"down_payment_percentage" integer,
	"down_payment_amount" integer,
	"security_deposit_type" text NOT NULL,
	"security_deposit_percentage" integer,
	"security_deposit_amount" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_charge_profiles_down_payment_set" CHECK (num_nonnulls("property_charge_profiles"."down_payment_percentage", "property_charge_profiles"."down_payment_amount") = 1 and ("property_charge_profiles"."down_payment_type" = 'percentage') = ("property_charge_profiles"."down_payment_percentage" is not null)),
	CONSTRAINT "property_charge_profiles_security_deposit_set" CHECK (num_nonnulls("property_charge_profiles"."security_deposit_percentage", "property_charge_profiles"."security_deposit_amount") = 1 and ("property_charge_profiles"."security_deposit_type" = 'percentage') = ("property_charge_profiles"."security_deposit_percentage" is not null))
);
--> statement-breakpoint
CREATE TABLE "property_check_in_out" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"check_in_location" text NOT NULL,
	"check_in_from" text NOT NULL,
	"check_in_to" text NOT NULL,
	"check_out_time" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_early_late_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fee_type" text NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"cost" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer NOT NULL,
	"discriminator" text NOT NULL,
	"value" integer,
	"percentage" integer,
	"collection_time" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "property_fees_value_or_percentage" CHECK (num_nonnulls("property_fees"."value", "property_fees"."percentage") = 1 and ("property_fees"."discriminator" = 'percentage') = ("property_fees"."percentage" is not null))
);
--> statement-breakpoint
CREATE TABLE "property_payment_methods" (
	"property_id" uuid NOT NULL,
	"method_id" integer NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "property_payment_methods_property_id_method_id_pk" PRIMARY KEY("property_id","method_id")
);
--> statement-breakpoint
CREATE TABLE "property_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"season_name" text NOT NULL,
	"daily_price" integer NOT NULL,
	"extra_guest_price" integer NOT NULL,
	"guests" integer NOT NULL,
	"min_stay" integer NOT NULL,
	"max_stay" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_seasons_dates_in_order" CHECK ("property_seasons"."date_from" <= "property_seasons"."date_to"),
	CONSTRAINT "property_seasons_stay_in_order" CHECK ("property_seasons"."min_stay" <= "property_seasons"."max_stay"),
	CONSTRAINT "property_seasons_daily_price_positive" CHECK ("property_seasons"."daily_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_terms_links" (
	"property_id" uuid NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "property_terms_links_property_id_language_pk" PRIMARY KEY("property_id","language")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_arrival" ADD CONSTRAINT "property_arrival_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_arrival_instructions" ADD CONSTRAINT "property_arrival_instructions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_availability" ADD CONSTRAINT "property_availability_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_cancellation_policies" ADD CONSTRAINT "property_cancellation_policies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_charge_profiles" ADD CONSTRAINT "property_charge_profiles_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_check_in_out" ADD CONSTRAINT "property_check_in_out_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_early_late_ranges" ADD CONSTRAINT "property_early_late_ranges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_fees" ADD CONSTRAINT "property_fees_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_fees" ADD CONSTRAINT "property_fees_type_id_definition_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."definition_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_payment_methods" ADD CONSTRAINT "property_payment_methods_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_payment_methods" ADD CONSTRAINT "property_payment_methods_method_id_definition_items_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."definition_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_seasons" ADD CONSTRAINT "property_seasons_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_terms_links" ADD CONSTRAINT "property_terms_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_cancellation_policies_property_idx" ON "property_cancellation_policies" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_early_late_ranges_property_idx" ON "property_early_late_ranges" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_fees_property_idx" ON "property_fees" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_fees_type_idx" ON "property_fees" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "property_payment_methods_method_idx" ON "property_payment_methods" USING btree ("method_id");--> statement-breakpoint
CREATE INDEX "property_seasons_property_idx" ON "property_seasons" USING btree ("property_id","date_from");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): two seasons of a property never share a
-- day. Their days are inclusive, so 1–10 June and 10–20 June overlap. btree_gist (0000)
-- lets the uuid take part in the GiST index.
ALTER TABLE "property_seasons" ADD CONSTRAINT "property_seasons_no_overlap" EXCLUDE USING gist ("property_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&);
