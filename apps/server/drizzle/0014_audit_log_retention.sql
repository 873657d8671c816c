-- The audit log stays append-only, with one narrow way out for the retention job (docs/domain.md "Retention"):
-- a DELETE in a transaction that set autobid.audit_retention = on, of a row older than a year by the
-- database clock (the shortest period of the map for these rows). No UPDATE, ever.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('autobid.audit_retention', true) = 'on'
     AND OLD.created_at < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
