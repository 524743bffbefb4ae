-- The stays of an owner around a day, departure day included (bookings list, Upcoming: the
-- stays running today in any time zone). IF NOT EXISTS: a working tree once had it as 0015.
CREATE INDEX IF NOT EXISTS "bookings_owner_stay_idx" ON "bookings" USING gist ("owner_id",daterange("date_from", "date_to", '[]'));
