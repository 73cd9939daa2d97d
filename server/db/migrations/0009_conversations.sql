CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"device_id" integer,
	"device_label" text NOT NULL,
	"custom_device" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "rating" text;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_updated_idx" ON "conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queries_conversation_id_idx" ON "queries" USING btree ("conversation_id");