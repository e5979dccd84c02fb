-- pg_trgm declares its similarity operators as cheap as an integer comparison (COST 1), so the
-- planner read product_search_terms whole and compared every term (about 12 microseconds a term)
-- rather than asking the trigram index for the few candidates: 8 ms a search at the seeded
-- catalogue, 24 ms at a hundred times it. Costed as what they are, the plan is a bitmap scan of
-- product_search_terms_trgm_idx at either size, about 2 ms (docs/database.md, At a hundred times
-- the catalogue). A trusted extension's functions belong to the bootstrap superuser: a migrating
-- role that may not alter them keeps the old plan, and says so, rather than failing the deploy.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'pg_trgm operators left at their default cost: %', SQLERRM;
END
$$;
