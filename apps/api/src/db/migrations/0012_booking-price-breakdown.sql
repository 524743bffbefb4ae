-- The quote's price of a booking's stay when it was booked or its stay last changed
-- (BookingPriceBreakdown of @nuzul/shared/bookings); null for bookings made before.
ALTER TABLE "bookings" ADD COLUMN "price_breakdown" jsonb;
