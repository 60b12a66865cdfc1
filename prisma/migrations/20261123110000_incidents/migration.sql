-- AlterTable
ALTER TABLE "Incident" ADD COLUMN     "gameNumber" INTEGER;

