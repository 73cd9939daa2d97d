-- Every instance keeps the sessions it verified, with their account, for a second (decision 0015). Whatever
-- changes an account (role, plan, password, email verification, name, deletion) or ends one of its sessions
-- tells every listening instance, with the account's id, as the change commits (pg_notify is delivered only
-- then, and once per payload per transaction): each forgets that account's sessions (decision 0069). A
-- trigger rather than a call in each writer, so no writer, present or future, can miss it. Deleting sessions
-- already expired (the hourly pruning) tells no one: no instance uses a session past its end. Nor do the
-- columns every question or sign-in writes (the queries used, the last sign-in, updated_at, the billing
-- bookkeeping): a notice on each was a commit-time lock and a dropped cache per question for every instance
-- (bench:load, decision 0070); what they hold is read from the database where it decides anything (the spent
-- query is one conditional update), and a second's staleness of the usage shown is decision 0015's.
CREATE FUNCTION account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('accounts_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('accounts_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.role, OLD.password_hash, OLD.password_change_required, OLD.email, OLD.email_verified,
                      OLD.username, OLD.first_name, OLD.last_name, OLD.subscription, OLD.subscription_status,
                      OLD.subscription_start_date, OLD.subscription_end_date, OLD.cancel_at_period_end,
                      OLD.scheduled_plan)
                     IS DISTINCT FROM
                     (NEW.role, NEW.password_hash, NEW.password_change_required, NEW.email, NEW.email_verified,
                      NEW.username, NEW.first_name, NEW.last_name, NEW.subscription, NEW.subscription_status,
                      NEW.subscription_start_date, NEW.subscription_end_date, NEW.cancel_at_period_end,
                      NEW.scheduled_plan))
  EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now() - interval '1 minute') EXECUTE FUNCTION account_changed();
