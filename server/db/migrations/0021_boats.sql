CREATE TABLE "boat_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"boat_id" integer NOT NULL,
	"manual_id" integer,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"device_type" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"length_ft" double precision,
	"water" text NOT NULL,
	"depth_min_ft" double precision,
	"depth_max_ft" double precision,
	"cruising_speed" double precision,
	"speed_unit" text DEFAULT 'kn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boat_devices" ADD CONSTRAINT "boat_devices_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_devices" ADD CONSTRAINT "boat_devices_manual_id_manuals_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."manuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_devices_boat_id_idx" ON "boat_devices" USING btree ("boat_id","id");--> statement-breakpoint
CREATE INDEX "boat_devices_manual_id_idx" ON "boat_devices" USING btree ("manual_id");--> statement-breakpoint
CREATE INDEX "boats_user_id_idx" ON "boats" USING btree ("user_id","created_at");