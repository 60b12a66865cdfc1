-- The settled marker the kept ranks were computed for (lib/standings/markers.ts): a player's page and the ranks'
-- stamps need the whole standings again only when it moved, not at every accepted sheet of the round being checked.
ALTER TABLE "StandingsCache" ADD COLUMN "settled" TEXT;
