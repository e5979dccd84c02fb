ALTER TABLE "leads" ADD COLUMN "promised_by" timestamp with time zone DEFAULT now() + interval '15 minutes' NOT NULL;--> statement-breakpoint
-- Leads stored before the promise was kept: the default promise from the time they waited from.
UPDATE "leads" SET "promised_by" = coalesce("due_at", "created_at") + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "at_risk_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_open_promise_idx" ON "leads" USING btree ("promised_by") WHERE "leads"."status" in ('new', 'call_back', 'retry');
