CREATE TABLE "file_blob_parts" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_blob_parts_key_part_pk" PRIMARY KEY("key","part"),
	CONSTRAINT "file_blob_parts_part_not_negative" CHECK ("file_blob_parts"."part" >= 0)
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_size_not_negative" CHECK ("file_blobs"."size" >= 0)
);
--> statement-breakpoint
-- Uploads are PDFs and pictures, already compressed: kept out of line without trying to compress
-- them again (docs/decisions/047-files-in-a-store.md).
ALTER TABLE "file_blob_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
