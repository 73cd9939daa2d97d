ALTER TABLE "conversations" ADD COLUMN "boat_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "boat_device_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_boat_device_id_boat_devices_id_fk" FOREIGN KEY ("boat_device_id") REFERENCES "public"."boat_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_boat_idx" ON "conversations" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "conversations_boat_device_idx" ON "conversations" USING btree ("boat_device_id");