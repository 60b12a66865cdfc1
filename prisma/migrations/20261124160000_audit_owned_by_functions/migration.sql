-- The audit log the app cannot rewrite (docs/SECURITY.md). The app may run as a role with only SELECT and INSERT on
-- the audit tables (lib/runtime/database-roles.ts grants it); the chain's head then changes only through these
-- functions, which run with their owner's rights (the role that runs the migrations).

-- Linking pending events into their chains at commit moves the heads and empties AuditPending: the owner's work.
ALTER FUNCTION "audit_link"() SECURITY DEFINER SET search_path FROM CURRENT;

-- A chain's head as a backup file gives it, for a tournament new to this installation: never one that exists.
CREATE FUNCTION "audit_chain_import"(chain_id TEXT, last_hash TEXT, chain_length INT) RETURNS void AS $$
BEGIN
  INSERT INTO "AuditChain" ("chain", "lastHash", "length") VALUES (chain_id, last_hash, chain_length);
END
$$ LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT;

-- TRUNCATE skips row triggers: refuse it on the audit tables whoever asks (the owner too).
CREATE FUNCTION "audit_no_truncate"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % cannot be truncated', TG_TABLE_NAME;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AuditEvent_no_truncate" BEFORE TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_no_truncate"();
CREATE TRIGGER "AuditChain_no_truncate" BEFORE TRUNCATE ON "AuditChain"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_no_truncate"();

-- A chain's head is never deleted or rewritten other than by audit_link.
CREATE FUNCTION "audit_chain_guard"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'The audit chain''s head cannot be deleted';
  END IF;
  IF NEW."length" < OLD."length" OR NEW."chain" <> OLD."chain" THEN
    RAISE EXCEPTION 'The audit chain''s head only moves forward';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AuditChain_forward_only" BEFORE UPDATE OR DELETE ON "AuditChain"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_guard"();
