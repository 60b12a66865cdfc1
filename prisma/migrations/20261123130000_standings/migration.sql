-- CreateEnum
CREATE TYPE "StandingsState" AS ENUM ('LIVE', 'PENDING', 'FROZEN');

-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN "standingsState" "StandingsState" NOT NULL DEFAULT 'LIVE';
ALTER TABLE "Player" ADD COLUMN "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "RoundTable" ADD COLUMN "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "StandingsCache" (
    "tournamentId" TEXT NOT NULL,
    "basis" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StandingsCache_pkey" PRIMARY KEY ("tournamentId")
);

-- AddForeignKey
ALTER TABLE "StandingsCache" ADD CONSTRAINT "StandingsCache_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every update of a sheet or a player marks it changed, whatever wrote it: live pages poll the latest mark.
CREATE FUNCTION "mark_changed"() RETURNS trigger AS $$
BEGIN
  NEW."changedAt" := clock_timestamp();
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "RoundTable_changed" BEFORE UPDATE ON "RoundTable" FOR EACH ROW EXECUTE FUNCTION "mark_changed"();
CREATE TRIGGER "Player_changed" BEFORE UPDATE ON "Player" FOR EACH ROW EXECUTE FUNCTION "mark_changed"();
