CREATE TABLE "billing_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"line1" text,
	"line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_emails" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "number_sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "demo_invoices_number_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_emails" ADD CONSTRAINT "receipt_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_invoices_number_sequence_idx" ON "demo_invoices" USING btree ("number_sequence");