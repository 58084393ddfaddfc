-- The back office's order search (issue 8): one lower-cased text of the customer's name, email and
-- phone and the order id, trigram-indexed so "part of an email" or "the first 8 characters of the id"
-- is found without reading every order. Kept out of schema.ts like products_search_idx: only
-- modules/admin/order-desk.ts uses it, by this exact expression.
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((lower(
	coalesce("address" ->> 'firstName', '') || ' ' || coalesce("address" ->> 'lastName', '') || ' ' ||
	coalesce("address" ->> 'email', '') || ' ' || coalesce("address" ->> 'phone', '') || ' ' || "id"::text
)) gin_trgm_ops);
