-- A bid (or a raise) in one call from the server (docs/domain.md "Bids", docs/benchmarks.md "Hot auction"):
-- the auction's row lock, the database clock read once it is granted, the 제한 tier's limit, the write, the
-- dealers it passed recorded and their Alimtalk notices written to the outbox, with no turn of the server
-- while the lock is held. Each statement of a PL/pgSQL function takes a new snapshot, so the write sees
-- every bid committed before the lock was granted (one SQL statement would read the bids as they were when
-- it started, before a long wait on the lock).

-- The won amount as formatKoreanWon (packages/shared/src/format.ts) writes it: "1억 2,345만 6,789원".
CREATE FUNCTION "korean_won"(v bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  rest numeric := abs(v);
  parts text[] := '{}';
  units numeric[] := ARRAY[10000000000000000, 1000000000000, 100000000, 10000];
  labels text[] := ARRAY['경', '조', '억', '만'];
  c numeric;
BEGIN
  IF v = 0 THEN
    RETURN '0원';
  END IF;
  FOR i IN 1..4 LOOP
    c := trunc(rest / units[i]);
    IF c > 0 THEN
      parts := parts || (to_char(c, 'FM999,999,999,999,999,999') || labels[i]);
      rest := rest - c * units[i];
    END IF;
  END LOOP;
  IF rest > 0 THEN
    parts := parts || to_char(rest, 'FM999,999,999,999,999,999');
  END IF;
  RETURN CASE WHEN v < 0 THEN '-' ELSE '' END || array_to_string(parts, ' ') || '원';
END;
$$;
--> statement-breakpoint
-- p_raise_of: null for a new bid, else the dealer's active bid to raise in place.
-- p_restricted_max: the most active bids a dealer at 제한 may hold (a new bid only).
-- p_notice: the outbid notice's outbox row but for its recipient and text: channel, template, link, payload,
--   status, provider, queued (next_attempt_at now, else sent_at now), and `parts`, the text around the
--   dealer's name, the auction's model, the dealer's own price and the deadline (Asia/Seoul).
-- Answers the locked row (null when there is none) and, when the bid was written, the bid, the raise, the
-- auction after it and how many dealers were told. Written is false when the auction is not live, the limit
-- is reached (`limitReached`), or the write may not be made as asked (an active bid or a taken key).
CREATE FUNCTION "bid_write"(
  p_auction_id integer,
  p_dealer_id integer,
  p_price bigint,
  p_key text,
  p_raise_of integer,
  p_restricted_max integer,
  p_notice jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a record;
  checked timestamptz;
  is_open boolean;
  locked jsonb;
  tier text;
  active_count integer;
  b record;
  r record;
  au record;
  told integer := 0;
  parts jsonb := p_notice -> 'parts';
BEGIN
  SELECT status, end_date, max_bidding_price, model INTO a FROM auctions WHERE id = p_auction_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('locked', null);
  END IF;
  checked := clock_timestamp();
  is_open := a.end_date IS NOT NULL AND checked < a.end_date;
  locked := jsonb_build_object(
    'status', a.status,
    'endDate', a.end_date,
    'checkedAt', checked::text,
    'isOpen', is_open,
    'maxBiddingPrice', a.max_bidding_price
  );
  IF a.status <> 'PROGRESS' OR NOT is_open THEN
    RETURN jsonb_build_object('locked', locked, 'written', false);
  END IF;

  IF p_raise_of IS NULL THEN
    -- In the dealer's score lock, so bids sent at once on several auctions queue behind each other.
    SELECT s.tier INTO tier FROM dealer_scores s WHERE s.dealer_id = p_dealer_id FOR UPDATE;
    IF tier = 'RESTRICTED' THEN
      SELECT count(*) INTO active_count
        FROM biddings bi JOIN auctions x ON x.id = bi.auction_id
        WHERE bi.dealer_id = p_dealer_id AND bi.canceled_at IS NULL AND x.status = 'PROGRESS';
      IF active_count >= p_restricted_max THEN
        RETURN jsonb_build_object('locked', locked, 'written', false, 'limitReached', true);
      END IF;
    END IF;
    -- biddings_active_key, biddings_idempotency_key: a second active bid or a taken key writes nothing.
    INSERT INTO biddings (auction_id, dealer_id, price, idempotency_key, bidding_at)
      VALUES (p_auction_id, p_dealer_id, p_price, p_key, checked)
      ON CONFLICT DO NOTHING
      RETURNING id, auction_id, price, bidding_at INTO b;
    IF b.id IS NULL THEN
      RETURN jsonb_build_object('locked', locked, 'written', false);
    END IF;
  ELSE
    IF p_key IS NOT NULL AND EXISTS (
      SELECT 1 FROM bid_raises WHERE dealer_id = p_dealer_id AND idempotency_key = p_key
    ) THEN
      RETURN jsonb_build_object('locked', locked, 'written', false);
    END IF;
    SELECT id, price INTO r FROM biddings
      WHERE id = p_raise_of AND dealer_id = p_dealer_id AND canceled_at IS NULL AND price < p_price;
    IF r.id IS NULL THEN
      RETURN jsonb_build_object('locked', locked, 'written', false);
    END IF;
    UPDATE biddings SET price = p_price, bidding_at = checked WHERE id = p_raise_of
      RETURNING id, auction_id, price, bidding_at INTO b;
    INSERT INTO bid_raises (bidding_id, dealer_id, from_price, to_price, raised_at, idempotency_key)
      VALUES (b.id, p_dealer_id, r.price, p_price, checked, p_key);
  END IF;

  UPDATE auctions
    SET max_bidding_price = greatest(max_bidding_price, p_price),
        bidder_count = bidder_count + CASE WHEN p_raise_of IS NULL THEN 1 ELSE 0 END,
        updated_at = now()
    WHERE id = p_auction_id
    RETURNING id, status, max_bidding_price, bidder_count, end_date INTO au;

  -- The dealers the new price passed: another dealer's active bid that stood at the top (at least the max
  -- before this change) and is now below. Each is told once per auction (the outbid_notices key), unless he
  -- turned the notice off (he hears again once he turns it on).
  WITH passed AS (
    SELECT bi.dealer_id, bi.price FROM biddings bi
    WHERE bi.auction_id = p_auction_id AND bi.canceled_at IS NULL AND bi.dealer_id <> p_dealer_id
      AND bi.price < p_price AND bi.price >= a.max_bidding_price
      AND NOT EXISTS (
        SELECT 1 FROM dealer_notification_settings n WHERE n.dealer_id = bi.dealer_id AND NOT n.outbid
      )
  ), recorded AS (
    INSERT INTO outbid_notices (auction_id, dealer_id, bidding_id, sent_at)
      SELECT p_auction_id, passed.dealer_id, b.id, checked FROM passed
      ON CONFLICT DO NOTHING
      RETURNING dealer_id
  ), written AS (
    INSERT INTO notification_outbox (channel, recipient, template, body, link, payload, status, provider,
                                     next_attempt_at, sent_at)
      SELECT p_notice ->> 'channel', d.phone_number, p_notice ->> 'template',
             (parts ->> 0) || d.name || (parts ->> 1) || a.model || (parts ->> 2) || korean_won(passed.price)
               || (parts ->> 3)
               || CASE WHEN a.end_date IS NULL THEN ''
                  ELSE (parts ->> 4) || to_char(a.end_date AT TIME ZONE 'Asia/Seoul', 'YYYY.MM.DD HH24:MI') END
               || (parts ->> 5),
             p_notice ->> 'link', p_notice -> 'payload', p_notice ->> 'status', p_notice ->> 'provider',
             CASE WHEN (p_notice ->> 'queued')::boolean THEN now() END,
             CASE WHEN (p_notice ->> 'queued')::boolean THEN NULL ELSE now() END
      FROM recorded
      JOIN passed ON passed.dealer_id = recorded.dealer_id
      JOIN dealers d ON d.id = recorded.dealer_id
      ORDER BY recorded.dealer_id
      RETURNING 1
  )
  SELECT count(*) INTO told FROM written;

  RETURN jsonb_build_object(
    'locked', locked,
    'written', true,
    'bid', jsonb_build_object('id', b.id, 'auctionId', b.auction_id, 'price', b.price, 'biddingAt', b.bidding_at),
    'auction', jsonb_build_object('id', au.id, 'status', au.status, 'maxBiddingPrice', au.max_bidding_price,
                                  'bidderCount', au.bidder_count, 'endDate', au.end_date),
    'told', told
  );
END;
$$;
