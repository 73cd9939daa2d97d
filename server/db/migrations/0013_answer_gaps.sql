CREATE TABLE "answer_gaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_id" integer,
	"device_id" integer,
	"device_label" text NOT NULL,
	"subject" text NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_gaps" ADD CONSTRAINT "answer_gaps_query_id_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."queries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_gaps_subject_idx" ON "answer_gaps" USING btree ("device_label","subject");