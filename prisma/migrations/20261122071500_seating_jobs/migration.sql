-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "SeatingJob" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "roundNumber" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "budgetMs" INTEGER NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'RUNNING',
    "bestRepeatPairs" INTEGER,
    "iterations" INTEGER NOT NULL DEFAULT 0,
    "elapsedMs" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "error" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeatingJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SeatingJob_tournamentId_roundNumber_createdAt_idx" ON "SeatingJob"("tournamentId", "roundNumber", "createdAt");

