CREATE TABLE "inbox_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"system_kind" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_system_kind_with_sender" CHECK (("inbox_messages"."sender" = 'system') = ("inbox_messages"."system_kind" is not null)),
	CONSTRAINT "inbox_messages_body_length" CHECK (char_length("inbox_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "inbox_guest_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_threads" ADD CONSTRAINT "inbox_threads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_threads" ADD CONSTRAINT "inbox_threads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_thread_id_inbox_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_guest_tokens" ADD CONSTRAINT "inbox_guest_tokens_thread_id_inbox_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_threads_booking_idx" ON "inbox_threads" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "inbox_threads_owner_last_idx" ON "inbox_threads" USING btree ("owner_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_thread_seq_idx" ON "inbox_messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_system_once_idx" ON "inbox_messages" USING btree ("thread_id","system_kind") WHERE "inbox_messages"."system_kind" is not null;--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_guest_idx" ON "inbox_messages" USING btree ("thread_id") WHERE "inbox_messages"."sender" = 'guest' and "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_guest_tokens_thread_idx" ON "inbox_guest_tokens" USING btree ("thread_id");
