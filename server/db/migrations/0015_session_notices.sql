-- Every instance keeps the sessions it verified, with their account, for a second (decision 0015). Whatever
-- changes an account (role, plan, password, email verification, usage, deletion) or ends one of its sessions
-- tells every listening instance, with the account's id, as the change commits (pg_notify is delivered only
-- then, and once per payload per transaction): each forgets that account's sessions (decision 0069). A
-- trigger rather than a call in each writer, so no writer, present or future, can miss it. Deleting sessions
-- already expired (the hourly pruning) tells no one: no instance uses a session past its end.
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
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now() - interval '1 minute') EXECUTE FUNCTION account_changed();
