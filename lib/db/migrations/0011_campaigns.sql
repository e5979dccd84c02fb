CREATE TABLE "campaign_channels" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_channels_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "campaign_channels_kind_ck" CHECK ("campaign_channels"."kind" in ('source', 'medium'))
);
--> statement-breakpoint
CREATE TABLE "campaign_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"page" text NOT NULL,
	"product_id" integer,
	"deal_code" text,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"content" text,
	"url" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_links_page_ck" CHECK ("campaign_links"."page" in ('product', 'city', 'scans', 'deal'))
);
--> statement-breakpoint
CREATE TABLE "campaign_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"city_id" integer,
	"product_id" integer,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_views_key" UNIQUE("day","path","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD CONSTRAINT "campaign_channels_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_links_created_idx" ON "campaign_links" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_views_campaign_idx" ON "campaign_views" USING btree ("campaign","day");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_ck" CHECK ("staff_users"."role" in ('admin', 'ops_agent', 'centre_staff', 'marketing'));--> statement-breakpoint
INSERT INTO "campaign_channels" ("kind", "value") VALUES ('source', 'google'), ('source', 'facebook'), ('source', 'instagram'), ('source', 'whatsapp'), ('source', 'newsletter'), ('medium', 'cpc'), ('medium', 'social'), ('medium', 'email'), ('medium', 'sms'), ('medium', 'qr'), ('medium', 'referral') ON CONFLICT DO NOTHING;
