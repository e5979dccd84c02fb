CREATE TABLE "staff_shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"from_hour" smallint NOT NULL,
	"to_hour" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_shifts_hours_ck" CHECK ("staff_shifts"."weekday" between 0 and 6 and "staff_shifts"."from_hour" >= 0 and "staff_shifts"."from_hour" < "staff_shifts"."to_hour" and "staff_shifts"."to_hour" <= 24)
);
--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shifts_uq" ON "staff_shifts" USING btree ("staff_user_id","weekday","from_hour","to_hour");