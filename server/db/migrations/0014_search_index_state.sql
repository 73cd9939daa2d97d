CREATE TABLE "search_index_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"lexicon_version" bigint DEFAULT -1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_index_state" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every transaction that writes passages (any writer, a device's deletion by cascade among them) adds one to
-- the index's version as it commits, once however many rows it wrote, and tells every listening instance
-- (decision 0062). Deferred to the commit, the version row is locked only for that moment.
CREATE FUNCTION search_index_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('search_index.written_in', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('search_index.written_in', txid_current()::text, true);
  UPDATE search_index_state SET version = version + 1 WHERE id RETURNING version INTO next_version;
  PERFORM pg_notify('search_index_changed', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "knowledge_chunks_written" AFTER INSERT OR UPDATE OR DELETE ON "knowledge_chunks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_written();
