CREATE TABLE "report_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_credits" DROP CONSTRAINT "booking_credits_source_booking_id_unique";--> statement-breakpoint
ALTER TABLE "booking_credits" ADD COLUMN "reason" text DEFAULT 'late_collection' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_new_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_late_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_prices" ADD COLUMN "report_hours" smallint;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_booking_idx" ON "report_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_report_unlate_idx" ON "bookings" USING btree ("report_due_at") WHERE "bookings"."report_due_at" is not null and "bookings"."report_late_at" is null;--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_source_reason_uq" UNIQUE("source_booking_id","reason");--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_reason_ck" CHECK ("booking_credits"."reason" in ('late_collection', 'late_report'));--> statement-breakpoint
ALTER TABLE "centre_prices" ADD CONSTRAINT "centre_prices_report_hours_ck" CHECK ("centre_prices"."report_hours" is null or "centre_prices"."report_hours" between 1 and 720);