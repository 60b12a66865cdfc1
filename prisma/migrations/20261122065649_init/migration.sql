-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('DIRECTOR', 'SCOREKEEPER');

-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('DRAFT', 'RUNNING', 'FINISHED');

-- CreateEnum
CREATE TYPE "PlayerStatus" AS ENUM ('ACTIVE', 'WITHDRAWN', 'DISQUALIFIED');

-- CreateEnum
CREATE TYPE "RoundStatus" AS ENUM ('DRAFT', 'PUBLISHED', 'STARTED', 'TIME_UP', 'CLOSED');

-- CreateEnum
CREATE TYPE "SeatLetter" AS ENUM ('A', 'B', 'C', 'D');

-- CreateEnum
CREATE TYPE "SheetStatus" AS ENUM ('OPEN', 'SUBMITTED', 'ACCEPTED');

-- CreateEnum
CREATE TYPE "IncidentStatus" AS ENUM ('OPEN', 'RULED');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffAssignment" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,

    CONSTRAINT "StaffAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tournament" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startsOn" DATE NOT NULL,
    "endsOn" DATE NOT NULL,
    "status" "TournamentStatus" NOT NULL DEFAULT 'DRAFT',
    "ruleset" JSONB NOT NULL,
    "rotation" JSONB NOT NULL,
    "roundCount" INTEGER NOT NULL,
    "gamesPerRound" INTEGER NOT NULL DEFAULT 4,
    "roundMinutes" INTEGER NOT NULL DEFAULT 60,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Player" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "club" TEXT,
    "email" TEXT,
    "pinHash" TEXT NOT NULL,
    "status" "PlayerStatus" NOT NULL DEFAULT 'ACTIVE',
    "warnings" INTEGER NOT NULL DEFAULT 0,
    "substituteId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Round" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "RoundStatus" NOT NULL DEFAULT 'DRAFT',
    "seatingMethod" TEXT NOT NULL,
    "seed" TEXT,
    "repeatPairs" INTEGER NOT NULL DEFAULT 0,
    "durationMinutes" INTEGER NOT NULL,
    "publishedAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Round_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "table" INTEGER NOT NULL,
    "letter" "SeatLetter" NOT NULL,
    "playerId" TEXT NOT NULL,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoundTable" (
    "id" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "table" INTEGER NOT NULL,
    "status" "SheetStatus" NOT NULL DEFAULT 'OPEN',
    "extraMinutes" INTEGER NOT NULL DEFAULT 0,
    "submittedAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "acceptedById" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "RoundTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "roundTableId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "record" JSONB NOT NULL,
    "lines" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "enteredById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameScore" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "letter" "SeatLetter" NOT NULL,
    "playerId" TEXT NOT NULL,
    "computedPoints" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "overrideReason" TEXT,
    "overriddenById" TEXT,
    "overriddenAt" TIMESTAMP(3),

    CONSTRAINT "GameScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Verification" (
    "id" TEXT NOT NULL,
    "roundTableId" TEXT NOT NULL,
    "letter" "SeatLetter" NOT NULL,
    "verifiedByLetter" "SeatLetter" NOT NULL,
    "verifiedByPlayerId" TEXT NOT NULL,
    "initials" TEXT NOT NULL,
    "sheetVersion" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Incident" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "roundTableId" TEXT,
    "gameId" TEXT,
    "kind" TEXT NOT NULL,
    "facts" JSONB NOT NULL,
    "proposal" JSONB,
    "ruling" JSONB,
    "status" "IncidentStatus" NOT NULL DEFAULT 'OPEN',
    "createdById" TEXT NOT NULL,
    "ruledById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ruledAt" TIMESTAMP(3),

    CONSTRAINT "Incident_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" BIGSERIAL NOT NULL,
    "tournamentId" TEXT,
    "actorId" TEXT,
    "actorLabel" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Throttle" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Throttle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "StaffAssignment_tournamentId_idx" ON "StaffAssignment"("tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "StaffAssignment_userId_tournamentId_key" ON "StaffAssignment"("userId", "tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "Tournament_slug_key" ON "Tournament"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Player_substituteId_key" ON "Player"("substituteId");

-- CreateIndex
CREATE INDEX "Player_tournamentId_name_idx" ON "Player"("tournamentId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Player_tournamentId_number_key" ON "Player"("tournamentId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Round_tournamentId_number_key" ON "Round"("tournamentId", "number");

-- CreateIndex
CREATE INDEX "Seat_playerId_idx" ON "Seat"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_roundId_table_letter_key" ON "Seat"("roundId", "table", "letter");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_roundId_playerId_key" ON "Seat"("roundId", "playerId");

-- CreateIndex
CREATE UNIQUE INDEX "RoundTable_roundId_table_key" ON "RoundTable"("roundId", "table");

-- CreateIndex
CREATE UNIQUE INDEX "Game_roundTableId_number_key" ON "Game"("roundTableId", "number");

-- CreateIndex
CREATE INDEX "GameScore_playerId_idx" ON "GameScore"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "GameScore_gameId_letter_key" ON "GameScore"("gameId", "letter");

-- CreateIndex
CREATE UNIQUE INDEX "Verification_roundTableId_letter_key" ON "Verification"("roundTableId", "letter");

-- CreateIndex
CREATE INDEX "Incident_tournamentId_createdAt_idx" ON "Incident"("tournamentId", "createdAt");

-- CreateIndex
CREATE INDEX "Incident_roundTableId_idx" ON "Incident"("roundTableId");

-- CreateIndex
CREATE INDEX "AuditEvent_tournamentId_at_idx" ON "AuditEvent"("tournamentId", "at");

-- CreateIndex
CREATE INDEX "AuditEvent_entity_entityId_idx" ON "AuditEvent"("entity", "entityId");

-- AddForeignKey
ALTER TABLE "StaffAssignment" ADD CONSTRAINT "StaffAssignment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffAssignment" ADD CONSTRAINT "StaffAssignment_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_substituteId_fkey" FOREIGN KEY ("substituteId") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Round" ADD CONSTRAINT "Round_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoundTable" ADD CONSTRAINT "RoundTable_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_roundTableId_fkey" FOREIGN KEY ("roundTableId") REFERENCES "RoundTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameScore" ADD CONSTRAINT "GameScore_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameScore" ADD CONSTRAINT "GameScore_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Verification" ADD CONSTRAINT "Verification_roundTableId_fkey" FOREIGN KEY ("roundTableId") REFERENCES "RoundTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Verification" ADD CONSTRAINT "Verification_verifiedByPlayerId_fkey" FOREIGN KEY ("verifiedByPlayerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Incident" ADD CONSTRAINT "Incident_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Incident" ADD CONSTRAINT "Incident_roundTableId_fkey" FOREIGN KEY ("roundTableId") REFERENCES "RoundTable"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Incident" ADD CONSTRAINT "Incident_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit log is append-only: nothing is ever changed or deleted.
CREATE FUNCTION "audit_event_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'AuditEvent is append-only: % refused', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AuditEvent_append_only" BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"();
