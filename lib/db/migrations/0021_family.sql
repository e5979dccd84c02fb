CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"phone" char(10),
	"phone_verified_at" timestamp with time zone,
	"messages_to_member" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"guardian_consent_id" bigint,
	"adult_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_relation_ck" CHECK ("family_members"."relation" in ('self', 'spouse', 'father', 'mother', 'son', 'daughter', 'other')),
	CONSTRAINT "family_members_gender_ck" CHECK ("family_members"."gender" in ('female', 'male', 'other')),
	CONSTRAINT "family_members_verified_ck" CHECK ("family_members"."phone_verified_at" is null or "family_members"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"pincode" char(6) NOT NULL,
	"landmark" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_guardian_consent_id_consents_id_fk" FOREIGN KEY ("guardian_consent_id") REFERENCES "public"."consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_idx" ON "family_members" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_ck" CHECK ("consents"."purpose" in ('call_back', 'booking_messages', 'marketing', 'guardian'));