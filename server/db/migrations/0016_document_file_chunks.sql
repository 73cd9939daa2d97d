CREATE TABLE "document_file_chunks" (
	"stored_name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_file_chunks_stored_name_seq_pk" PRIMARY KEY("stored_name","seq")
);
--> statement-breakpoint
-- PDFs are compressed already: stored out of line as they are, without a try at compressing them again.
ALTER TABLE "document_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
