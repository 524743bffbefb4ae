-- The owner's site and CMS (requirements-next §14, A-27/A-29): site settings with a slug
-- unique across owners, content pages, blog categories and posts (slugs unique per owner),
-- header/footer menus with one level of nesting, and the owner's guest e-mail templates.
CREATE TABLE "cms_sites" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name_ar" text NOT NULL,
	"display_name_en" text NOT NULL,
	"brand_color" text NOT NULL,
	"phone" text,
	"email" text,
	"whatsapp" text,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_sites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cms_sites_slug_format" CHECK ("cms_sites"."slug" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' and length("cms_sites"."slug") between 3 and 40),
	CONSTRAINT "cms_sites_brand_color" CHECK ("cms_sites"."brand_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_owner_slug_unique" UNIQUE("owner_id","slug"),
	CONSTRAINT "cms_pages_owner_id_unique" UNIQUE("owner_id","id")
);
--> statement-breakpoint
CREATE TABLE "cms_blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blog_categories_owner_slug_unique" UNIQUE("owner_id","slug"),
	CONSTRAINT "cms_blog_categories_owner_id_unique" UNIQUE("owner_id","id")
);
--> statement-breakpoint
CREATE TABLE "cms_blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"excerpt_ar" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"category_id" integer,
	"cover_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blog_posts_owner_slug_unique" UNIQUE("owner_id","slug")
);
--> statement-breakpoint
CREATE TABLE "cms_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"location" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"target_type" text NOT NULL,
	"page_id" integer,
	"property_id" uuid,
	"url" text,
	CONSTRAINT "cms_menu_items_target" CHECK (("cms_menu_items"."target_type" = 'page') = ("cms_menu_items"."page_id" is not null)
        and ("cms_menu_items"."target_type" = 'property') = ("cms_menu_items"."property_id" is not null)
        and ("cms_menu_items"."target_type" = 'url') = ("cms_menu_items"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "cms_email_templates" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_ar" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_email_templates_owner_id_kind_pk" PRIMARY KEY("owner_id","kind")
);
--> statement-breakpoint
ALTER TABLE "cms_sites" ADD CONSTRAINT "cms_sites_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_blog_categories" ADD CONSTRAINT "cms_blog_categories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_blog_posts" ADD CONSTRAINT "cms_blog_posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_blog_posts" ADD CONSTRAINT "cms_blog_posts_category_fk" FOREIGN KEY ("owner_id","category_id") REFERENCES "public"."cms_blog_categories"("owner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_menu_items" ADD CONSTRAINT "cms_menu_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_menu_items" ADD CONSTRAINT "cms_menu_items_parent_id_cms_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_menu_items" ADD CONSTRAINT "cms_menu_items_page_fk" FOREIGN KEY ("owner_id","page_id") REFERENCES "public"."cms_pages"("owner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_email_templates" ADD CONSTRAINT "cms_email_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_blog_posts_owner_date_idx" ON "cms_blog_posts" USING btree ("owner_id","publish_date");--> statement-breakpoint
CREATE INDEX "cms_blog_posts_category_idx" ON "cms_blog_posts" USING btree ("owner_id","category_id");--> statement-breakpoint
CREATE INDEX "cms_menu_items_owner_idx" ON "cms_menu_items" USING btree ("owner_id","location","position");
