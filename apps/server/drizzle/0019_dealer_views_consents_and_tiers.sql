-- Two more tables a dealer's own pages read (docs/decisions/045): an auction's owner consent (the cards'
-- ownerConsentConfirmed) moves the auctions' version; a dealer's tier changes move the dealer's.
CREATE TRIGGER "owner_consents_dealer_views_noted" AFTER INSERT OR UPDATE OR DELETE ON "owner_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_auctions();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "owner_consents_dealer_views_commit" AFTER INSERT OR UPDATE OR DELETE ON "owner_consents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit();--> statement-breakpoint
CREATE TRIGGER "owner_consents_dealer_views_truncated" AFTER TRUNCATE ON "owner_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_truncated();--> statement-breakpoint
CREATE TRIGGER "dealer_tier_changes_dealer_views_inserted" AFTER INSERT ON "dealer_tier_changes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows();--> statement-breakpoint
CREATE TRIGGER "dealer_tier_changes_dealer_views_updated" AFTER UPDATE ON "dealer_tier_changes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows();--> statement-breakpoint
CREATE TRIGGER "dealer_tier_changes_dealer_views_deleted" AFTER DELETE ON "dealer_tier_changes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_note_rows();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dealer_tier_changes_dealer_views_commit" AFTER INSERT OR UPDATE OR DELETE ON "dealer_tier_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dealer_views_commit();--> statement-breakpoint
CREATE TRIGGER "dealer_tier_changes_dealer_views_truncated" AFTER TRUNCATE ON "dealer_tier_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_views_truncated();
