-- Calls from the table to the Director (issue #21): lib/calls.

CREATE TYPE "CallStatus" AS ENUM ('OPEN', 'TAKEN', 'CLOSED', 'WITHDRAWN');

CREATE TABLE "DirectorCall" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "roundTableId" TEXT NOT NULL,
    "seat" "SeatLetter",
    "confirmed" BOOLEAN NOT NULL DEFAULT false,
    "kind" TEXT,
    "line" TEXT,
    "status" "CallStatus" NOT NULL DEFAULT 'OPEN',
    "calledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "takenAt" TIMESTAMP(3),
    "takenById" TEXT,
    "closedAt" TIMESTAMP(3),
    "closedById" TEXT,
    "incidentId" TEXT,
    "note" TEXT,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DirectorCall_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "DirectorCall_incidentId_key" ON "DirectorCall"("incidentId");
CREATE INDEX "DirectorCall_tournamentId_status_calledAt_idx" ON "DirectorCall"("tournamentId", "status", "calledAt");
CREATE INDEX "DirectorCall_roundTableId_calledAt_idx" ON "DirectorCall"("roundTableId", "calledAt");

-- At most one call open per table, whichever app instance takes the second: the database refuses it.
CREATE UNIQUE INDEX "DirectorCall_one_open_per_table" ON "DirectorCall"("roundTableId")
  WHERE "status" IN ('OPEN', 'TAKEN');

ALTER TABLE "DirectorCall" ADD CONSTRAINT "DirectorCall_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DirectorCall" ADD CONSTRAINT "DirectorCall_roundTableId_fkey" FOREIGN KEY ("roundTableId") REFERENCES "RoundTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DirectorCall" ADD CONSTRAINT "DirectorCall_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "Incident"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The live marker follows every change to a call, whatever wrote it (as for sheets and players).
CREATE TRIGGER "DirectorCall_changed" BEFORE UPDATE ON "DirectorCall" FOR EACH ROW EXECUTE FUNCTION "mark_changed"();
