-- The FAQ's entries (requirements-next §13), seeded from faq.seed.ts and edited by the
-- platform admin, and an account's status: a suspended account cannot sign in (A-19).
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_code" text,
	"seed_hash" text,
	"category" text NOT NULL,
	"question_ar" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_seed_code_unique" UNIQUE("seed_code"),
	CONSTRAINT "faq_entries_sort_order" CHECK ("faq_entries"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("category","sort_order");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
