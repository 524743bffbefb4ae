-- Written by hand: the dashboard's and the reports' sums (issue 14, requirements-next §6, §15),
-- kept by triggers in the transaction of every write of a booking or a block, so that a
-- report reads a few thousand rows instead of an owner's every stay.
--
-- An owner's bookings by day: those arriving (by status) and the nights of the confirmed and
-- pending stays with each night's share of their prices (night i of n of a price p gets
-- floor(p(i+1)/n) - floor(p·i/n), so a stay's nights add up to its price exactly, as the
-- reports split them). source_key is the booking source, 0 for none. slot (0-15, from the
-- booking's id) spreads an owner's bookings over 16 rows a day, so that concurrent bookings
-- of one owner on the same day seldom wait for one another's row.
CREATE TABLE "report_owner_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source_key" integer NOT NULL,
	"slot" smallint NOT NULL,
	"arrivals_confirmed" integer DEFAULT 0 NOT NULL,
	"arrivals_pending" integer DEFAULT 0 NOT NULL,
	"arrivals_cancelled" integer DEFAULT 0 NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"guest_price" bigint DEFAULT 0 NOT NULL,
	"price_to_you" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_owner_days_pk" PRIMARY KEY ("owner_id", "day", "source_key", "slot")
);
--> statement-breakpoint
ALTER TABLE "report_owner_days" ADD CONSTRAINT "report_owner_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The same by property and month (the first day), for the per-property comparison. A
-- property's bookings are written one transaction at a time (the calendar's lock): no slot.
CREATE TABLE "report_property_months" (
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source_key" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"arrivals_confirmed" integer DEFAULT 0 NOT NULL,
	"arrivals_pending" integer DEFAULT 0 NOT NULL,
	"arrivals_cancelled" integer DEFAULT 0 NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"guest_price" bigint DEFAULT 0 NOT NULL,
	"price_to_you" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_property_months_pk" PRIMARY KEY ("property_id", "month", "source_key")
);
--> statement-breakpoint
ALTER TABLE "report_property_months" ADD CONSTRAINT "report_property_months_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "report_property_months_owner_month_idx" ON "report_property_months" USING btree ("owner_id", "month");
--> statement-breakpoint
-- Every blocked night of every unit, one row each (blocks of a unit never overlap). Whether
-- the unit counts is read with the report: a building may have fewer units than it had.
CREATE TABLE "report_blocked_nights" (
	"property_id" uuid NOT NULL,
	"unit_no" integer NOT NULL,
	"day" date NOT NULL,
	"owner_id" uuid NOT NULL,
	CONSTRAINT "report_blocked_nights_pk" PRIMARY KEY ("property_id", "unit_no", "day")
);
--> statement-breakpoint
ALTER TABLE "report_blocked_nights" ADD CONSTRAINT "report_blocked_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "report_blocked_nights_owner_day_idx" ON "report_blocked_nights" USING btree ("owner_id", "day", "property_id", "unit_no");
--> statement-breakpoint
-- The nights of a stay [date_from, date_to) with each night's share of the two prices.
CREATE FUNCTION "report_stay_nights"(date_from date, date_to date, guest_price bigint, price_to_you bigint)
RETURNS TABLE (day date, guest_share bigint, to_you_share bigint)
LANGUAGE sql IMMUTABLE AS $$
  select date_from + i,
    guest_price * (i + 1) / (date_to - date_from) - guest_price * i / (date_to - date_from),
    price_to_you * (i + 1) / (date_to - date_from) - price_to_you * i / (date_to - date_from)
  from generate_series(0, date_to - date_from - 1) as i
$$;
--> statement-breakpoint
-- A statement's bookings written: the old rows' parts taken away, the new rows' added, in two
-- set-based upserts whatever the number of rows (a seed of 20,000, a property deleted with its
-- bookings), each taking its rows in key order so that two transactions never lock them in
-- opposite orders. A change of nothing the sums use (a guest's name, the unit, a history
-- stamp) changes nothing. Rows of an owner or a property deleted in the meantime (a cascade)
-- are gone and not made again.
CREATE FUNCTION "report_bookings_written"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- The columns the sums use (a booking's row is wide: its guest, its price breakdown).
  o_id uuid[]; o_owner uuid[]; o_property uuid[]; o_status text[]; o_from date[];
  o_to date[]; o_price bigint[]; o_to_you bigint[]; o_source integer[];
  n_id uuid[]; n_owner uuid[]; n_property uuid[]; n_status text[]; n_from date[];
  n_to date[]; n_price bigint[]; n_to_you bigint[]; n_source integer[];
BEGIN
  -- A trigger has only its own event's transition tables: each read in its own branch.
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(id), array_agg(owner_id), array_agg(property_id), array_agg(status),
      array_agg(date_from), array_agg(date_to), array_agg(guest_price::bigint),
      array_agg(price_to_you::bigint), array_agg(booking_source_id)
    INTO o_id, o_owner, o_property, o_status, o_from, o_to, o_price, o_to_you, o_source
    FROM report_old_bookings;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(id), array_agg(owner_id), array_agg(property_id), array_agg(status),
      array_agg(date_from), array_agg(date_to), array_agg(guest_price::bigint),
      array_agg(price_to_you::bigint), array_agg(booking_source_id)
    INTO n_id, n_owner, n_property, n_status, n_from, n_to, n_price, n_to_you, n_source
    FROM report_new_bookings;
  END IF;
  WITH changed AS (
    SELECT -1 AS direction, o.*
    FROM unnest(o_id, o_owner, o_property, o_status, o_from, o_to, o_price, o_to_you,
      o_source) AS o (id, owner_id, property_id, status, date_from, date_to, guest_price,
        price_to_you, booking_source_id)
    UNION ALL
    SELECT 1, n.*
    FROM unnest(n_id, n_owner, n_property, n_status, n_from, n_to, n_price, n_to_you,
      n_source) AS n (id, owner_id, property_id, status, date_from, date_to, guest_price,
        price_to_you, booking_source_id)
  ),
  -- An UPDATE's rows whose figures did not change fall out: -1 and +1 of the same values.
  kept AS (
    SELECT sum(c.direction) AS direction, c.id, c.owner_id, c.property_id, c.status,
      c.date_from, c.date_to, c.guest_price, c.price_to_you, c.booking_source_id
    FROM changed c
    GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.direction) <> 0
  ),
  parts AS (
    SELECT k.direction, k.owner_id, k.property_id, coalesce(k.booking_source_id, 0) AS source_key,
      get_byte(uuid_send(k.id), 15) % 16 AS slot, k.date_from AS day,
      (k.status = 'confirmed')::int AS confirmed, (k.status = 'pending')::int AS pending,
      (k.status = 'cancelled')::int AS cancelled, 0 AS nights, 0::bigint AS guest_share,
      0::bigint AS to_you_share
    FROM kept k
    UNION ALL
    SELECT k.direction, k.owner_id, k.property_id, coalesce(k.booking_source_id, 0),
      get_byte(uuid_send(k.id), 15) % 16, n.day, 0, 0, 0, 1, n.guest_share, n.to_you_share
    FROM kept k,
      report_stay_nights(k.date_from, k.date_to, k.guest_price, k.price_to_you) n
    WHERE k.status <> 'cancelled'
  ),
  owner_days AS (
    INSERT INTO report_owner_days AS s (owner_id, day, source_key, slot, arrivals_confirmed,
      arrivals_pending, arrivals_cancelled, nights, guest_price, price_to_you)
    SELECT p.owner_id, p.day, p.source_key, p.slot, sum(p.direction * p.confirmed),
      sum(p.direction * p.pending), sum(p.direction * p.cancelled), sum(p.direction * p.nights),
      sum(p.direction * p.guest_share), sum(p.direction * p.to_you_share)
    FROM parts p
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = p.owner_id)
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, day, source_key, slot) DO UPDATE SET
      arrivals_confirmed = s.arrivals_confirmed + excluded.arrivals_confirmed,
      arrivals_pending = s.arrivals_pending + excluded.arrivals_pending,
      arrivals_cancelled = s.arrivals_cancelled + excluded.arrivals_cancelled,
      nights = s.nights + excluded.nights,
      guest_price = s.guest_price + excluded.guest_price,
      price_to_you = s.price_to_you + excluded.price_to_you
  )
  INSERT INTO report_property_months AS s (property_id, month, source_key, owner_id,
    arrivals_confirmed, arrivals_pending, arrivals_cancelled, nights, guest_price, price_to_you)
  SELECT p.property_id, date_trunc('month', p.day)::date, p.source_key, o.owner_id,
    sum(p.direction * p.confirmed), sum(p.direction * p.pending),
    sum(p.direction * p.cancelled), sum(p.direction * p.nights),
    sum(p.direction * p.guest_share), sum(p.direction * p.to_you_share)
  FROM parts p
  JOIN properties o ON o.id = p.property_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3
  ON CONFLICT (property_id, month, source_key) DO UPDATE SET
    arrivals_confirmed = s.arrivals_confirmed + excluded.arrivals_confirmed,
    arrivals_pending = s.arrivals_pending + excluded.arrivals_pending,
    arrivals_cancelled = s.arrivals_cancelled + excluded.arrivals_cancelled,
    nights = s.nights + excluded.nights,
    guest_price = s.guest_price + excluded.guest_price,
    price_to_you = s.price_to_you + excluded.price_to_you;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_bookings_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS report_new_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION report_bookings_written();
--> statement-breakpoint
CREATE TRIGGER "report_bookings_updated" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS report_old_bookings NEW TABLE AS report_new_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION report_bookings_written();
--> statement-breakpoint
CREATE TRIGGER "report_bookings_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS report_old_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION report_bookings_written();
--> statement-breakpoint
-- A calendar hold written: a block's nights added or taken away.
CREATE FUNCTION "report_hold_written"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.property_id, OLD.unit_no, OLD.nights, OLD.kind)
    IS NOT DISTINCT FROM (NEW.property_id, NEW.unit_no, NEW.nights, NEW.kind) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.kind = 'block' THEN
    DELETE FROM report_blocked_nights
    WHERE property_id = OLD.property_id AND unit_no = OLD.unit_no
      AND day >= lower(OLD.nights) AND day < upper(OLD.nights);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind = 'block' THEN
    INSERT INTO report_blocked_nights (property_id, unit_no, day, owner_id)
    SELECT NEW.property_id, NEW.unit_no, d::date, p.owner_id
    FROM properties p,
      generate_series(lower(NEW.nights)::timestamp, (upper(NEW.nights) - 1)::timestamp,
        interval '1 day') AS d
    WHERE p.id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_hold_written" AFTER INSERT OR UPDATE OR DELETE ON "calendar_holds"
  FOR EACH ROW EXECUTE FUNCTION report_hold_written();
--> statement-breakpoint
-- The sums made again from the bookings and holds (this migration's backfill; the bench's
-- seed, which inserts with the triggers off, calls it too).
CREATE FUNCTION "report_summaries_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_owner_days;
  DELETE FROM report_property_months;
  DELETE FROM report_blocked_nights;
  INSERT INTO report_owner_days (owner_id, day, source_key, slot, arrivals_confirmed,
    arrivals_pending, arrivals_cancelled, nights, guest_price, price_to_you)
  SELECT c.owner_id, c.day, c.source_key, c.slot, sum(c.confirmed), sum(c.pending),
    sum(c.cancelled), sum(c.nights), sum(c.guest_share), sum(c.to_you_share)
  FROM (
    SELECT b.owner_id, b.date_from AS day, coalesce(b.booking_source_id, 0) AS source_key,
      get_byte(uuid_send(b.id), 15) % 16 AS slot, (b.status = 'confirmed')::int AS confirmed,
      (b.status = 'pending')::int AS pending, (b.status = 'cancelled')::int AS cancelled,
      0 AS nights, 0::bigint AS guest_share, 0::bigint AS to_you_share
    FROM bookings b
    UNION ALL
    SELECT b.owner_id, n.day, coalesce(b.booking_source_id, 0),
      get_byte(uuid_send(b.id), 15) % 16, 0, 0, 0, 1, n.guest_share, n.to_you_share
    FROM bookings b,
      report_stay_nights(b.date_from, b.date_to, b.guest_price, b.price_to_you) n
    WHERE b.status <> 'cancelled'
  ) c
  GROUP BY 1, 2, 3, 4;
  -- By month: a stay's nights of a month [s, e) get floor(p(e-a)/n) - floor(p(s-a)/n) of its
  -- price (a its arrival), the sum of those nights' shares, without a row per night.
  INSERT INTO report_property_months (property_id, month, source_key, owner_id,
    arrivals_confirmed, arrivals_pending, arrivals_cancelled, nights, guest_price, price_to_you)
  SELECT c.property_id, c.month, c.source_key, p.owner_id, sum(c.confirmed), sum(c.pending),
    sum(c.cancelled), sum(c.nights), sum(c.guest_share), sum(c.to_you_share)
  FROM (
    SELECT b.property_id, date_trunc('month', b.date_from)::date AS month,
      coalesce(b.booking_source_id, 0) AS source_key, (b.status = 'confirmed')::int AS confirmed,
      (b.status = 'pending')::int AS pending, (b.status = 'cancelled')::int AS cancelled,
      0 AS nights, 0::bigint AS guest_share, 0::bigint AS to_you_share
    FROM bookings b
    UNION ALL
    SELECT b.property_id, m.month, coalesce(b.booking_source_id, 0), 0, 0, 0, m.e - m.s,
      b.guest_price::bigint * (m.e - b.date_from) / (b.date_to - b.date_from)
        - b.guest_price::bigint * (m.s - b.date_from) / (b.date_to - b.date_from),
      b.price_to_you::bigint * (m.e - b.date_from) / (b.date_to - b.date_from)
        - b.price_to_you::bigint * (m.s - b.date_from) / (b.date_to - b.date_from)
    FROM bookings b,
      LATERAL (
        SELECT g::date AS month, greatest(g::date, b.date_from) AS s,
          least((g + interval '1 month')::date, b.date_to) AS e
        FROM generate_series(date_trunc('month', b.date_from::timestamp),
          (b.date_to - 1)::timestamp, interval '1 month') AS g
      ) m
    WHERE b.status <> 'cancelled'
  ) c
  JOIN properties p ON p.id = c.property_id
  GROUP BY 1, 2, 3, 4;
  INSERT INTO report_blocked_nights (property_id, unit_no, day, owner_id)
  SELECT h.property_id, h.unit_no, d::date, p.owner_id
  FROM calendar_holds h
  JOIN properties p ON p.id = h.property_id,
    generate_series(lower(h.nights)::timestamp, (upper(h.nights) - 1)::timestamp,
      interval '1 day') AS d
  WHERE h.kind = 'block';
END
$$;
--> statement-breakpoint
SELECT report_summaries_rebuild();
