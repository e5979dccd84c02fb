-- Typo-tolerant test search (lib/search): trigram similarity on every name of a product.
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (lib/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search_terms" (
	"product_id" integer NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "product_search_terms_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_terms_trgm_idx" ON "product_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The terms follow the product: its name, display name and aliases, each once.
CREATE FUNCTION "product_search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search_terms" WHERE "product_id" = NEW."id";
  INSERT INTO "product_search_terms" ("product_id", "term")
  SELECT DISTINCT NEW."id", btrim(n.term)
  FROM unnest(ARRAY[NEW."name", NEW."display_name"] || NEW."aliases") AS n(term)
  WHERE btrim(n.term) <> '';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_sync"
AFTER INSERT OR UPDATE OF "name", "display_name", "aliases" ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_search_terms_sync"();--> statement-breakpoint
-- Databases seeded before this migration.
INSERT INTO "product_search_terms" ("product_id", "term")
SELECT DISTINCT p."id", btrim(n.term)
FROM "products" p, unnest(ARRAY[p."name", p."display_name"] || p."aliases") AS n(term)
WHERE btrim(n.term) <> '';
