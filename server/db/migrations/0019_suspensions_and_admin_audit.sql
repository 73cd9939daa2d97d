CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"details" jsonb,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","at");--> statement-breakpoint
-- Hand-written (decision 0085): migration 0015's account trigger also tells every instance when an account is
-- suspended or reinstated, so each forgets that account's cached sessions as the change commits.
DROP TRIGGER "users_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.role, OLD.password_hash, OLD.password_change_required, OLD.email, OLD.email_verified,
                      OLD.username, OLD.first_name, OLD.last_name, OLD.subscription, OLD.subscription_status,
                      OLD.subscription_start_date, OLD.subscription_end_date, OLD.cancel_at_period_end,
                      OLD.scheduled_plan, OLD.suspended_at)
                     IS DISTINCT FROM
                     (NEW.role, NEW.password_hash, NEW.password_change_required, NEW.email, NEW.email_verified,
                      NEW.username, NEW.first_name, NEW.last_name, NEW.subscription, NEW.subscription_status,
                      NEW.subscription_start_date, NEW.subscription_end_date, NEW.cancel_at_period_end,
                      NEW.scheduled_plan, NEW.suspended_at))
  EXECUTE FUNCTION account_changed();
