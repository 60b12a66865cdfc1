-- Cheaper public pages. Each player's rank in the kept standings, so that a player's page reads one row, not the
-- whole standings.
ALTER TABLE "StandingsCache" ADD COLUMN "ranked" INTEGER NOT NULL DEFAULT 0, ADD COLUMN "afterRound" INTEGER;

CREATE TABLE "StandingsPlace" (
    "tournamentId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "rank" INTEGER,

    CONSTRAINT "StandingsPlace_pkey" PRIMARY KEY ("tournamentId","number")
);

ALTER TABLE "StandingsPlace" ADD CONSTRAINT "StandingsPlace_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "StandingsCache"("tournamentId") ON DELETE CASCADE ON UPDATE CASCADE;

-- The standings kept already (frozen ones among them, which must not be computed again) give their places.
INSERT INTO "StandingsPlace" ("tournamentId", "number", "rank")
SELECT c."tournamentId", (r -> 'player' ->> 'number')::int, (r ->> 'rank')::int
FROM "StandingsCache" c, jsonb_array_elements(c."body" -> 'rows') r;

UPDATE "StandingsCache" c
SET "ranked" = (SELECT count(*) FROM jsonb_array_elements(c."body" -> 'rows') r WHERE r ->> 'rank' IS NOT NULL),
    "afterRound" = (c."body" ->> 'afterRound')::int;

-- The live markers, read on every public page: a player's latest change from the index alone.
CREATE INDEX "Player_tournamentId_changedAt_idx" ON "Player"("tournamentId", "changedAt");
