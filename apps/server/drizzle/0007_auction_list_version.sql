-- The live-auction list caches its total per filter (docs/decisions/019-auction-list-count-cache.md): every
-- statement that can change which auctions a list filter matches advances this sequence, and a cached count
-- is used only while the sequence has not moved.
CREATE SEQUENCE "auction_list_version";--> statement-breakpoint
CREATE FUNCTION "auction_list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('auction_list_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auctions_list_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "brand_id", "region1", "region2", "has_accident", "purpose" ON "auctions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auction_list_version_bump"();
--> statement-breakpoint
CREATE INDEX "auctions_live_list_idx" ON "auctions" USING btree ("end_date","id","brand_id","region1","region2","has_accident","purpose") WHERE "auctions"."status" = 'PROGRESS';
