-- Audit events are written as pending rows during a transaction and linked into their chains when it commits, by a
-- deferred trigger: a chain's head is then locked only for the commit itself, not from the append to the commit,
-- so concurrent writers of one tournament (scorekeepers saving games at many tables) no longer queue on it.
-- UNLOGGED: its rows never outlive their transaction (they are linked and deleted at commit).
CREATE UNLOGGED TABLE "AuditPending" (
    "seq" BIGSERIAL NOT NULL,
    "chain" TEXT NOT NULL,
    "tournamentId" TEXT,
    "actorId" TEXT,
    "actorLabel" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT,
    "at" TIMESTAMP(3) NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "AuditPending_pkey" PRIMARY KEY ("seq")
);

-- Links this transaction's pending events (the only ones it can see: others' are uncommitted, and committed ones were
-- deleted when they were linked) into their chains, chain by chain in a fixed order so that two transactions never
-- wait for each other's heads in opposite orders. Each event's hash is SHA-256 of the previous hash, a newline and its
-- body, as lib/audit/chain.ts `eventHash` takes it; its id is taken with the head locked, so ids follow chain order.
CREATE FUNCTION "audit_link"() RETURNS trigger AS $$
DECLARE
  linking TEXT;
  event RECORD;
  prev TEXT;
  linked INT;
BEGIN
  -- Linked already by this commit's first firing (found by key: the dead rows left by that firing are not scanned).
  PERFORM 1 FROM "AuditPending" WHERE "seq" = NEW."seq";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  FOR linking IN SELECT DISTINCT "chain" FROM "AuditPending" ORDER BY "chain" LOOP
    SELECT "lastHash" INTO prev FROM "AuditChain" WHERE "chain" = linking FOR UPDATE;
    IF NOT FOUND THEN
      -- The chain's first event (a concurrent first writer may make the head too).
      INSERT INTO "AuditChain" ("chain", "lastHash", "length") VALUES (linking, repeat('0', 64), 0)
      ON CONFLICT ("chain") DO NOTHING;
      SELECT "lastHash" INTO prev FROM "AuditChain" WHERE "chain" = linking FOR UPDATE;
    END IF;
    linked := 0;
    FOR event IN SELECT * FROM "AuditPending" WHERE "chain" = linking ORDER BY "seq" LOOP
      INSERT INTO "AuditEvent" ("tournamentId", "actorId", "actorLabel", "action", "entity", "entityId", "before",
                                "after", "reason", "at", "prevHash", "hash")
      VALUES (event."tournamentId", event."actorId", event."actorLabel", event."action", event."entity",
              event."entityId", event."before", event."after", event."reason", event."at", prev,
              encode(sha256(convert_to(prev || chr(10) || event."body", 'UTF8')), 'hex'))
      RETURNING "hash" INTO prev;
      linked := linked + 1;
    END LOOP;
    UPDATE "AuditChain" SET "lastHash" = prev, "length" = "length" + linked WHERE "chain" = linking;
  END LOOP;
  DELETE FROM "AuditPending";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- One firing per pending row, all at commit; the first links them all, the others find none left.
CREATE CONSTRAINT TRIGGER "AuditPending_link" AFTER INSERT ON "AuditPending"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_link"();
