-- The owner's profile (requirements-next §12): address, place, birthday, mobile, about,
-- nationality, the picture's storage key, and the master switches of notification delivery.
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text DEFAULT 'SA';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;
