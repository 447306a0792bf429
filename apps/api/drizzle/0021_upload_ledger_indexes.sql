CREATE INDEX "stored_files_path_idx" ON "stored_files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "variation_images_path_idx" ON "variation_images" USING btree ("path");