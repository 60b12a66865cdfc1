-- Player details for the results export, prize settings, and prizes marked as collected (issue #22).
ALTER TABLE "Player" ADD COLUMN "city" TEXT;
ALTER TABLE "Player" ADD COLUMN "region" TEXT;

ALTER TABLE "Tournament" ADD COLUMN "prizes" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "PrizeCollected" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "prize" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "collectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "collectedById" TEXT,

    CONSTRAINT "PrizeCollected_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PrizeCollected_tournamentId_prize_playerId_key" ON "PrizeCollected"("tournamentId", "prize", "playerId");

-- AddForeignKey
ALTER TABLE "PrizeCollected" ADD CONSTRAINT "PrizeCollected_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrizeCollected" ADD CONSTRAINT "PrizeCollected_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
