CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount" = "invoice_lines"."unit_price" * "invoice_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_vat" text NOT NULL,
	"seller_cr" text NOT NULL,
	"customer_name" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"promo_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total" = "invoices"."subtotal" - "invoices"."discount" + "invoices"."vat" and "invoices"."discount" between 0 and "invoices"."subtotal"),
	CONSTRAINT "invoices_paid_at" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"seed_hash" text,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"price" integer NOT NULL,
	"billing_cycle" text NOT NULL,
	"duration" text NOT NULL,
	"custom_days" integer,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"property_limit" integer NOT NULL,
	"allows_property_creation" boolean DEFAULT true NOT NULL,
	"months_free" integer DEFAULT 0 NOT NULL,
	"promo_code_allowed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code"),
	CONSTRAINT "plans_price_not_negative" CHECK ("plans"."price" >= 0),
	CONSTRAINT "plans_custom_days" CHECK (("plans"."duration" = 'custom') = ("plans"."custom_days" is not null) and ("plans"."custom_days" is null or "plans"."custom_days" between 1 and 3650)),
	CONSTRAINT "plans_discount_range" CHECK ("plans"."discount_percent" between 0 and 10000),
	CONSTRAINT "plans_property_limit" CHECK ("plans"."property_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"valid_from" date,
	"valid_to" date,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"once_per_account" boolean DEFAULT true NOT NULL,
	"plan_ids" integer[],
	"cycles" text[],
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_discount_set" CHECK (("promo_codes"."discount_type" = 'percent' and "promo_codes"."percent_off" between 1 and 10000 and "promo_codes"."amount_off" is null) or ("promo_codes"."discount_type" = 'amount' and "promo_codes"."amount_off" >= 1 and "promo_codes"."percent_off" is null)),
	CONSTRAINT "promo_codes_redemptions" CHECK ("promo_codes"."redemptions" >= 0 and ("promo_codes"."max_redemptions" is null or "promo_codes"."redemptions" <= "promo_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_promo_code_id_subscription_id_pk" PRIMARY KEY("promo_code_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"duration" text NOT NULL,
	"custom_days" integer,
	"property_limit" integer NOT NULL,
	"allows_property_creation" boolean NOT NULL,
	"free" boolean NOT NULL,
	"start_date" date,
	"end_date" date,
	"reminder_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_dates" CHECK (("subscriptions"."start_date" is null) = ("subscriptions"."end_date" is null) and ("subscriptions"."start_date" is null or "subscriptions"."start_date" <= "subscriptions"."end_date"))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_account_idx" ON "promo_redemptions" USING btree ("promo_code_id","account_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_active_end_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."status" = 'active';