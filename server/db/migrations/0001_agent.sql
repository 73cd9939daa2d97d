CREATE TABLE "content_seeds" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"source_title" text NOT NULL,
	"title" text NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"device_id" integer,
	"device_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"page" integer,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(headings, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"device_type" text DEFAULT '' NOT NULL,
	"specifications" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_id" integer,
	"device_label" text NOT NULL,
	"custom_device" jsonb,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb NOT NULL,
	"composer" text NOT NULL,
	"model" text,
	"latency_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_device_id_manuals_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."manuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_device_idx" ON "knowledge_chunks" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_kind_idx" ON "knowledge_chunks" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "manuals_brand_model_idx" ON "manuals" USING btree (lower("brand"),lower("model"));--> statement-breakpoint
CREATE INDEX "queries_created_at_idx" ON "queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "queries_user_id_idx" ON "queries" USING btree ("user_id");