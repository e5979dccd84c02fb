CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"pincode" char(6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"product_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"user_id" integer,
	"service" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_gender" text NOT NULL,
	"phone" char(10) NOT NULL,
	"address" text,
	"pincode" char(6),
	"landmark" text,
	"price" integer NOT NULL,
	"home_collection_fee" integer NOT NULL,
	"night_surcharge" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_service_ck" CHECK ("bookings"."service" in ('walkin', 'home-service')),
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "centre_closed_dates" (
	"centre_id" integer NOT NULL,
	"closed_on" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "centre_closed_dates_centre_id_closed_on_pk" PRIMARY KEY("centre_id","closed_on")
);
--> statement-breakpoint
CREATE TABLE "centre_prices" (
	"centre_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"price" integer NOT NULL,
	"list_price" integer NOT NULL,
	"home_service_available" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centre_prices_centre_id_product_id_pk" PRIMARY KEY("centre_id","product_id"),
	CONSTRAINT "centre_prices_price_ck" CHECK ("centre_prices"."price" > 0 and "centre_prices"."list_price" > "centre_prices"."price")
);
--> statement-breakpoint
CREATE TABLE "centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"closed_weekdays" smallint[] NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"slot_capacity" smallint NOT NULL,
	"home_service" boolean NOT NULL,
	"home_collection_fee" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "centres_capacity_ck" CHECK ("centres"."slot_capacity" > 0 and "centres"."slot_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_page_name" text NOT NULL,
	"third_party_flow_name" text NOT NULL,
	"product_id" integer,
	"city_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"source" text NOT NULL,
	"product_id" integer,
	"city_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"request_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "organisations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" char(10) NOT NULL,
	"request_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "otp_codes_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"random_id" char(6) NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"url_slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"aliases" text[] NOT NULL,
	"is_fasting_required" boolean NOT NULL,
	"fasting_hours" smallint,
	"preparation_html" text,
	"how_it_is_done_html" text,
	"faqs" jsonb NOT NULL,
	"home_service_allowed" boolean NOT NULL,
	"show_night_pricing" boolean NOT NULL,
	"report_hours" smallint NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "products_random_id_unique" UNIQUE("random_id"),
	CONSTRAINT "products_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer NOT NULL,
	"product_id" integer,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text NOT NULL,
	"show_partner_reviews" boolean NOT NULL,
	"is_covid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "seed_meta" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"scale" numeric NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_usage" (
	"centre_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_usage_centre_id_slot_start_pk" PRIMARY KEY("centre_id","slot_start"),
	CONSTRAINT "slot_usage_capacity_ck" CHECK ("slot_usage"."booked" >= 0 and "slot_usage"."booked" <= "slot_usage"."capacity")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_closed_dates" ADD CONSTRAINT "centre_closed_dates_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_prices" ADD CONSTRAINT "centre_prices_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_prices" ADD CONSTRAINT "centre_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_prices" ADD CONSTRAINT "centre_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_usage" ADD CONSTRAINT "slot_usage_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_city_slug_uq" ON "areas" USING btree ("city_id","url_slug");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","slot_start");--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "bookings_centre_slot_idx" ON "bookings" USING btree ("centre_id","slot_start");--> statement-breakpoint
CREATE INDEX "centre_prices_product_city_idx" ON "centre_prices" USING btree ("product_id","city_id","price");--> statement-breakpoint
CREATE INDEX "centre_prices_city_idx" ON "centre_prices" USING btree ("city_id","product_id");--> statement-breakpoint
CREATE INDEX "centres_city_idx" ON "centres" USING btree ("city_id","organisation_id");--> statement-breakpoint
CREATE INDEX "centres_area_idx" ON "centres" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "leads_phone_created_idx" ON "leads" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_centre_created_idx" ON "reviews" USING btree ("centre_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");