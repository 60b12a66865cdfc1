-- CreateEnum
CREATE TYPE "VerificationMethod" AS ENUM ('INITIALS', 'PIN');

-- AlterTable
ALTER TABLE "RoundTable" ADD COLUMN     "acceptedDigest" TEXT,
ADD COLUMN     "collectorId" TEXT,
ADD COLUMN     "submittedById" TEXT;

-- AlterTable
ALTER TABLE "Verification" ADD COLUMN     "method" "VerificationMethod" NOT NULL DEFAULT 'INITIALS',
ADD COLUMN     "recordedById" TEXT;
ALTER TABLE "Verification" ALTER COLUMN "method" DROP DEFAULT;

-- AlterTable
-- Events written before the chain existed get empty hashes; `npm run audit:verify` names them as its first break.
ALTER TABLE "AuditEvent" ADD COLUMN     "hash" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "prevHash" TEXT NOT NULL DEFAULT '';
ALTER TABLE "AuditEvent" ALTER COLUMN "hash" DROP DEFAULT, ALTER COLUMN "prevHash" DROP DEFAULT;

-- CreateTable
CREATE TABLE "Amendment" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "roundTableId" TEXT NOT NULL,
    "gameNumber" INTEGER,
    "kind" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT NOT NULL,
    "allPresent" BOOLEAN NOT NULL,
    "actorId" TEXT,
    "actorLabel" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Amendment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditChain" (
    "chain" TEXT NOT NULL,
    "lastHash" TEXT NOT NULL,
    "length" INTEGER NOT NULL,

    CONSTRAINT "AuditChain_pkey" PRIMARY KEY ("chain")
);

-- CreateIndex
CREATE INDEX "Amendment_tournamentId_at_idx" ON "Amendment"("tournamentId", "at");

-- CreateIndex
CREATE INDEX "Amendment_roundTableId_idx" ON "Amendment"("roundTableId");

-- AddForeignKey
ALTER TABLE "RoundTable" ADD CONSTRAINT "RoundTable_collectorId_fkey" FOREIGN KEY ("collectorId") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Amendment" ADD CONSTRAINT "Amendment_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Amendment" ADD CONSTRAINT "Amendment_roundTableId_fkey" FOREIGN KEY ("roundTableId") REFERENCES "RoundTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

