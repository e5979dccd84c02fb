DROP INDEX "messages_pending_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "queued_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_unqueued_idx" ON "messages" USING btree ("due_at") WHERE "messages"."status" = 'pending' and "messages"."queued_for" is distinct from "messages"."due_at";