CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"wording" text NOT NULL,
	"via" text NOT NULL,
	"lead_id" bigint,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_purpose_ck" CHECK ("consents"."purpose" in ('call_back', 'booking_messages', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "do_not_call" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "patient_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "patient_age" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "patient_gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone","purpose","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consents_lead_idx" ON "consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "consents_booking_idx" ON "consents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "privacy_log_at_idx" ON "privacy_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_erased_ck" CHECK (("bookings"."erased_at" is null) = ("bookings"."phone" is not null and "bookings"."patient_name" is not null and "bookings"."patient_age" is not null and "bookings"."patient_gender" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_ck" CHECK ("leads"."status" in ('new', 'call_back', 'retry', 'booked', 'not_interested', 'wrong_number', 'unreachable', 'do_not_call'));