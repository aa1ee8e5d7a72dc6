-- Role check used by the admin gate (spec §6): true when the user's profile has the role.
CREATE OR REPLACE FUNCTION has_role(_user_id text, _role text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (SELECT 1 FROM profiles WHERE user_id = _user_id AND role = _role);
$$;
