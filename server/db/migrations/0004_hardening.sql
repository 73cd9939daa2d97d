CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "read_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "status" text DEFAULT 'answered' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_attempt_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_attempt_at" timestamp with time zone;