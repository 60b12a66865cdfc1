-- The IANA time zone a tournament's times are shown in (null: the server's own zone).
ALTER TABLE "Tournament" ADD COLUMN "timeZone" TEXT;
