CREATE TABLE "mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_pending_session_id" uuid;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_recovery_codes_user_hash_idx" ON "mfa_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- Two-factor switched on but never confirmed was open to whoever signed in next with the
-- password (the sign-in showed the secret): such accounts are off, their secrets forgotten.
UPDATE "users" SET "mfa_enabled" = false, "mfa_pending_secret" = NULL WHERE "mfa_secret" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mfa_enabled_has_secret" CHECK (not "users"."mfa_enabled" or "users"."mfa_secret" is not null);