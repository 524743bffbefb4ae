-- Exclusion constraints on date ranges (bookings, blocks, seasons) need btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;
