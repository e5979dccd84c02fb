CREATE TABLE "booking_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"amount" integer NOT NULL,
	"source_booking_id" uuid NOT NULL,
	"used_by_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "booking_credits_source_booking_id_unique" UNIQUE("source_booking_id"),
	CONSTRAINT "booking_credits_amount_ck" CHECK ("booking_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_user_id" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_events_actor_ck" CHECK ("booking_events"."actor" in ('patient', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "booking_reports" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ack_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "technician_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "technician_phone" char(10);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_hours" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "ack_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "late_credit" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "home_window_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_usage" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_used_by_booking_id_bookings_id_fk" FOREIGN KEY ("used_by_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reports" ADD CONSTRAINT "booking_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_credits_unused_idx" ON "booking_credits" USING btree ("phone") WHERE "booking_credits"."used_at" is null;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_ack_due_idx" ON "bookings" USING btree ("ack_due_at") WHERE "bookings"."ack_due_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_window_idx" ON "bookings" USING btree ("window_end") WHERE "bookings"."window_end" is not null and "bookings"."late_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_report_due_idx" ON "bookings" USING btree ("report_due_at") WHERE "bookings"."report_due_at" is not null;--> statement-breakpoint
-- Bookings made before the centre's side existed: a cancel was the patient's (or an agent's
-- for them); a booking was 'confirmed' on the spot and stays so. Each gets its history.
UPDATE "bookings" SET "status" = 'cancelled_by_patient' WHERE "status" = 'cancelled';--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "from_status", "to_status", "actor", "staff_user_id", "reason", "at")
SELECT "id", NULL, 'confirmed', CASE WHEN "made_by_staff_id" IS NULL THEN 'patient' ELSE 'staff' END, "made_by_staff_id", 'Booked before centres acknowledged bookings', "created_at" FROM "bookings";--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "from_status", "to_status", "actor", "at")
SELECT "id", 'confirmed', 'cancelled_by_patient', 'patient', "updated_at" FROM "bookings" WHERE "status" = 'cancelled_by_patient';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('booked', 'confirmed', 'checked_in', 'technician_assigned', 'on_the_way', 'sample_collected', 'report_ready', 'completed', 'no_show', 'cancelled_by_patient', 'cancelled_by_centre', 'rescheduled'));--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_lifecycle_ck" CHECK ("centres"."ack_minutes" between 5 and 1440 and "centres"."late_credit" between 0 and 5000 and "centres"."home_window_minutes" between 30 and 240);