-- The text the full-text index reads: numbers written together with a range or a unit are split, so a
-- question's words find them ('50/200 kHz' holds 50 and 200, '12-24 V' holds 24, '12V' is 12 V). The same
-- function reads questions (server/features/answers/retrieval.ts), so both sides are split alike.
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(t, '([0-9])[-/–]([0-9])', '\1 \2', 'g'), '([0-9])[-/–]([0-9])', '\1 \2', 'g'), '([0-9])(v|vdc|vac|khz|mhz|hz|kw|w|a|ah|ma|ft|m|mm|cm|in|gb|nm|kts|kn)\y', '\1 \2', 'gi') $$;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" drop column "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', search_text(coalesce(headings, ''))), 'B') || setweight(to_tsvector('english', search_text(coalesce(body, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");
