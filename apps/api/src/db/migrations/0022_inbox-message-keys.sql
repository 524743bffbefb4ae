ALTER TABLE "inbox_messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
DROP INDEX "inbox_messages_system_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_thread_client_key_idx" ON "inbox_messages" USING btree ("thread_id","client_key") WHERE "inbox_messages"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_confirmed_once_idx" ON "inbox_messages" USING btree ("thread_id") WHERE "inbox_messages"."system_kind" = 'booking_confirmed';
