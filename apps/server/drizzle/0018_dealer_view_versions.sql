CREATE TABLE "dealer_view_auctions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dealer_view_auctions_one_row" CHECK ("dealer_view_auctions"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "dealer_view_versions" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A dealer's own pages (profile, dashboard, bid history, deal list) are cached per process and served only at the
-- versions they were read at (docs/decisions/045-dealer-pages-from-a-cache-their-writes-keep-true.md). Whoever
-- writes — the app, a job, the console, plain SQL — moves them:
-- * a statement on a table those pages read notes the dealers of the rows it changed (and, on auctions, their
--   photos or brands, that an auction changed) in transaction-local settings;
-- * at commit, a deferred trigger moves the auctions' version first and then each noted dealer's, in dealer id
--   order, in one statement: two transactions take these rows in the same order, so they cannot deadlock on them,
--   and the rows are held only while the transaction commits.
-- * a change of an auction's top bid notes the dealers whose active bid it passes or no longer passes (their
--   "outbid" flips): the ones at or above the lower of the two prices.
-- Not noted: an auction's other bid totals, views and updated_at (a bid moves them every time; the pages that show
-- them say how old they may be) and inserted auctions (on no dealer's page before a dealer's own row names them).
INSERT INTO "dealer_view_auctions" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "dealer_views_note"(changed text) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('autobid.view_dealers',
    concat_ws(',', nullif(current_setting('autobid.view_dealers', true), ''), changed), true);
$$;--> statement-breakpoint
CREATE FUNCTION "dealer_views_note_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT r.dealer_id::text, ',') INTO changed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT r.dealer_id::text, ',') INTO changed FROM old_rows r;
  ELSE
    SELECT string_agg(DISTINCT r.dealer_id::text, ',') INTO changed
      FROM (SELECT o.dealer_id FROM old_rows o UNION SELECT n.dealer_id FROM new_rows n) r;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM dealer_views_note(changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "dealer_views_note_dealers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  SELECT string_agg(r.id::text, ',') INTO changed FROM new_rows r;
  IF changed IS NOT NULL THEN
    PERFORM dealer_views_note(changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "dealer_views_note_auctions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('autobid.view_auctions', '1', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "dealer_views_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted_dealers text := nullif(current_setting('autobid.view_dealers', true), '');
  noted_auctions text := nullif(current_setting('autobid.view_auctions', true), '');
BEGIN
  IF noted_auctions IS NOT NULL THEN
    PERFORM set_config('autobid.view_auctions', '', true);
    UPDATE dealer_view_auctions SET version = version + 1 WHERE id = 1;
  END IF;
  IF noted_dealers IS NOT NULL THEN
    PERFORM set_config('autobid.view_dealers', '', true);
    INSERT INTO dealer_view_versions AS v (dealer_id, version)
      SELECT DISTINCT x::integer, 1 FROM unnest(string_to_array(noted_dealers, ',')) AS x ORDER BY 1
      ON CONFLICT (dealer_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "dealer_views_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dealer_view_auctions SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['dealer_scores', 'biddings', 'auction_likes', 'deals', 'reviews', 'reports', 'disputes',
                           'title_transfers', 'price_claims', 'penalties'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows()', t || '_dealer_views_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows()', t || '_dealer_views_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows()', t || '_dealer_views_deleted', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit()', t || '_dealer_views_commit', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_truncated()', t || '_dealer_views_truncated', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['auction_images', 'brands'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_auctions()', t || '_dealer_views_noted', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit()', t || '_dealer_views_commit', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_truncated()', t || '_dealer_views_truncated', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "dealers_dealer_views_updated" AFTER UPDATE ON "dealers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_dealers();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dealers_dealer_views_commit" AFTER UPDATE ON "dealers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit();--> statement-breakpoint
-- Every column of auctions but the bid totals, views and updated_at (a test holds this list to the table's columns).
CREATE TRIGGER "auctions_dealer_views_noted" AFTER DELETE OR UPDATE OF "id", "seller_id", "brand_id", "status",
  "vehicle_type", "model", "year", "mileage", "fuel", "color", "condition", "hope_price", "warranty_expiration_date",
  "region1", "region2", "region3", "purpose", "license_plate_desuetude", "official_income", "secondary_key",
  "accident", "has_accident", "repair", "structure_change", "other_repair", "etc", "plate_number", "condition_report",
  "approved_version", "reject_reason", "version", "submitted_at", "approved_at", "start_at", "end_date",
  "select_expire_at", "status_changed_at", "created_at" ON "auctions"
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_auctions();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auctions_dealer_views_commit" AFTER DELETE OR UPDATE OF "id", "seller_id", "brand_id",
  "status", "vehicle_type", "model", "year", "mileage", "fuel", "color", "condition", "hope_price",
  "warranty_expiration_date", "region1", "region2", "region3", "purpose", "license_plate_desuetude", "official_income",
  "secondary_key", "accident", "has_accident", "repair", "structure_change", "other_repair", "etc", "plate_number",
  "condition_report", "approved_version", "reject_reason", "version", "submitted_at", "approved_at", "start_at",
  "end_date", "select_expire_at", "status_changed_at", "created_at" ON "auctions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit();--> statement-breakpoint
CREATE TRIGGER "auctions_dealer_views_truncated" AFTER TRUNCATE ON "auctions"
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_truncated();
--> statement-breakpoint
CREATE FUNCTION "dealer_views_note_top"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  SELECT string_agg(DISTINCT b.dealer_id::text, ',') INTO changed FROM biddings b
    WHERE b.auction_id = NEW.id AND b.canceled_at IS NULL
      AND b.price >= least(OLD.max_bidding_price, NEW.max_bidding_price);
  IF changed IS NOT NULL THEN
    PERFORM dealer_views_note(changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auctions_dealer_views_top" AFTER UPDATE OF "max_bidding_price" ON "auctions" FOR EACH ROW
  WHEN (OLD.max_bidding_price IS DISTINCT FROM NEW.max_bidding_price)
  EXECUTE FUNCTION dealer_views_note_top();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auctions_dealer_views_top_commit" AFTER UPDATE OF "max_bidding_price" ON "auctions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.max_bidding_price IS DISTINCT FROM NEW.max_bidding_price)
  EXECUTE FUNCTION dealer_views_commit();
