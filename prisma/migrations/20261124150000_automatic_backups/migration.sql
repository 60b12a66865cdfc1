-- CreateTable
CREATE TABLE "BackupFile" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "auditLength" INTEGER NOT NULL,
    "path" TEXT,
    "bytes" INTEGER,
    "error" TEXT,

    CONSTRAINT "BackupFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BackupFile_tournamentId_slot_key" ON "BackupFile"("tournamentId", "slot");

-- CreateIndex
CREATE INDEX "BackupFile_tournamentId_startedAt_idx" ON "BackupFile"("tournamentId", "startedAt");

-- AddForeignKey
ALTER TABLE "BackupFile" ADD CONSTRAINT "BackupFile_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;
