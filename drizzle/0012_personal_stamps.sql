CREATE TABLE "personal_stamps" (
	"email" text PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises one address's counter: a page kept for that person's session is stale from now on.
-- The notice tells a server that keeps the counters in memory (PGlite) to read them again.
CREATE OR REPLACE FUNCTION bump_personal_stamp(_email text) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO personal_stamps (email, stamp) VALUES (lower(_email), 1)
  ON CONFLICT (email) DO UPDATE SET stamp = personal_stamps.stamp + 1;
  SELECT pg_notify('personal_stamp', lower(_email));
$$;
--> statement-breakpoint
-- Each changed row raises its person's counter once (an update, twice only when it moves to another person).
-- Rows that name their person by e-mail: the user row itself, alerts and notifications.
CREATE OR REPLACE FUNCTION personal_stamp_by_email() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.email IS NOT NULL THEN PERFORM bump_personal_stamp(OLD.email); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.email IS DISTINCT FROM OLD.email) THEN
    PERFORM bump_personal_stamp(NEW.email);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rows that name their person by user id: sessions, sign-in methods, the second factor, the role.
CREATE OR REPLACE FUNCTION personal_stamp_by_user() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_personal_stamp(u.email) FROM "user" u WHERE u.id = OLD.user_id; END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM bump_personal_stamp(u.email) FROM "user" u WHERE u.id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An alert's price history belongs to the alert's address.
CREATE OR REPLACE FUNCTION personal_stamp_by_alert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_personal_stamp(a.email) FROM price_alerts a WHERE a.id = OLD.alert_id; END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.alert_id IS DISTINCT FROM OLD.alert_id) THEN
    PERFORM bump_personal_stamp(a.email) FROM price_alerts a WHERE a.id = NEW.alert_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_email();
--> statement-breakpoint
CREATE TRIGGER price_alerts_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON price_alerts FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_email();
--> statement-breakpoint
CREATE TRIGGER alert_notifications_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON alert_notifications FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_email();
--> statement-breakpoint
CREATE TRIGGER session_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON session FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_user();
--> statement-breakpoint
CREATE TRIGGER account_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON account FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_user();
--> statement-breakpoint
CREATE TRIGGER passkey_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON passkey FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_user();
--> statement-breakpoint
CREATE TRIGGER two_factor_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON two_factor FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_user();
--> statement-breakpoint
CREATE TRIGGER profiles_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_user();
--> statement-breakpoint
CREATE TRIGGER alert_prices_personal_stamp AFTER INSERT OR UPDATE OR DELETE ON alert_prices FOR EACH ROW EXECUTE FUNCTION personal_stamp_by_alert();
