CREATE TABLE "known_browsers" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" char(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "known_browsers_phone_idx" ON "known_browsers" USING btree ("phone");