/**
 * 100,000 orders over the year before `now`, written by SQL in a few statements (PGlite or PostgreSQL):
 * 20,000 customers, 200 products in 10 categories, one to three lines each, a promo code on every
 * fifth order (half of them stored as promotions are, ADR 0034: `orders.promotions` and each line's
 * discount, every other one of those with an automatic promotion beside the code; the rest as orders
 * placed before promotions), Cash on Delivery on every third, one in 50 cancelled, one in 40 returned and refunded,
 * and every 30th order (Cash on Delivery, one parcel in ten) returned to origin. Rows are spread evenly
 * over the year.
 */
export const SEEDED_ORDERS = 100_000;

export function salesSeedStatements(now: Date): string[] {
  const end = `'${now.toISOString()}'::timestamptz`;
  return [
    `INSERT INTO users (id, first_name, last_name, user_name, email, phone, role)
     SELECT 'bu' || u, 'Buyer', 'Bench', 'benchbuyer' || u, 'benchbuyer' || u || '@example.in', '9876543210', 'customer'
     FROM generate_series(0, 19999) AS u`,
    `INSERT INTO categories (id, name, slug, description, position)
     SELECT 'bc' || c, 'Bench category ' || c, 'bench-category-' || c, 'Bench', c FROM generate_series(0, 9) AS c`,
    `INSERT INTO products (id, name, slug, brand, description, price_paise, stock, hsn_code, gst_rate_bp)
     SELECT 'bp' || p, 'Bench product ' || p, 'bench-product-' || p, 'Bench', 'Bench', 10000 + (p * 137 % 900) * 100, 1000,
       '21069099', (ARRAY[500, 1200, 1800])[1 + p % 3]
     FROM generate_series(0, 199) AS p`,
    `INSERT INTO product_categories (product_id, category_id, position)
     SELECT 'bp' || p, 'bc' || (p % 10), 0 FROM generate_series(0, 199) AS p`,
    `CREATE TEMP TABLE bench_lines AS
     SELECT i, k, (i * 7 + k * 13) % 200 AS p, 10000 + (((i * 7 + k * 13) % 200) * 137 % 900) * 100 AS price,
       1 + (i + k) % 2 AS qty, (ARRAY[500, 1200, 1800])[1 + ((i * 7 + k * 13) % 200) % 3] AS rate
     FROM generate_series(1, ${SEEDED_ORDERS}) AS i, generate_series(0, 2) AS k WHERE k <= i % 3`,
    `CREATE TEMP TABLE bench_orders AS
     SELECT i, sum(price * qty)::int AS items,
       CASE WHEN i % 5 = 0 THEN (sum(price * qty) / 10)::int ELSE 0 END AS discount,
       CASE WHEN sum(price * qty) < 50000 THEN 5000 ELSE 0 END AS shipping,
       CASE WHEN i % 3 = 0 THEN 3000 ELSE 0 END AS cod_fee
     FROM bench_lines GROUP BY i`,
    `INSERT INTO orders (id, user_id, status, original_paise, items_paise, promo_discount_paise, shipping_paise,
       cod_fee_paise, total_paise, promo_code, promo_percent, promotions, ship_name, ship_email, ship_phone, ship_address,
       ship_city, ship_state, ship_pincode, payment_method, payment_status, created_at, updated_at)
     SELECT 'bo' || i, 'bu' || (i % 20000),
       CASE WHEN i % 50 = 0 THEN 'cancelled' WHEN i % 40 = 0 THEN 'returned' ELSE 'delivered' END,
       items, items, discount, shipping, cod_fee, items - discount + shipping + cod_fee,
       CASE WHEN i % 5 = 0 THEN (ARRAY['AYUR10', 'WELCOME15', 'HERBAL20'])[1 + i % 3] END,
       CASE WHEN i % 5 = 0 THEN 10 ELSE 0 END,
       CASE WHEN i % 20 = 0 THEN jsonb_build_array(
           jsonb_build_object('id', 'bench-auto', 'name', 'Bench automatic', 'code', null, 'discountPaise', discount / 2),
           jsonb_build_object('id', 'bench-' || (1 + i % 3), 'name', 'Bench code', 'code',
             (ARRAY['AYUR10', 'WELCOME15', 'HERBAL20'])[1 + i % 3], 'discountPaise', discount - discount / 2))
         WHEN i % 10 = 0 THEN jsonb_build_array(
           jsonb_build_object('id', 'bench-' || (1 + i % 3), 'name', 'Bench code', 'code',
             (ARRAY['AYUR10', 'WELCOME15', 'HERBAL20'])[1 + i % 3], 'discountPaise', discount))
         ELSE '[]'::jsonb END,
       'Bench Buyer', 'bench@example.in', '9876543210', '12 MG Road', 'Kochi', 'Kerala', '682001',
       CASE WHEN i % 3 = 0 THEN 'cod' ELSE 'online' END,
       CASE WHEN i % 40 = 0 AND i % 50 <> 0 THEN 'refunded' ELSE 'paid' END,
       ${end} - make_interval(secs => i * 315.36), ${end} - make_interval(secs => i * 315.36)
     FROM bench_orders`,
    `INSERT INTO order_items (id, order_id, position, product_id, name, brand, image_url, unit_price_paise,
       list_price_paise, quantity, hsn_code, gst_rate_bp, discount_paise)
     SELECT 'bi' || i || '-' || k, 'bo' || i, k, 'bp' || p, 'Bench product ' || p, 'Bench', '/images/bench.png',
       price, price, qty, '21069099', rate, CASE WHEN i % 10 = 0 THEN price * qty / 10 END
     FROM bench_lines`,
    `INSERT INTO refunds (id, order_id, amount_paise, reason, method, reference, status, idempotency_key,
       created_by, created_at, updated_at, processed_at)
     SELECT 'br' || substr(id, 3), id, total_paise, 'Returned', 'upi', 'UPI-BENCH', 'processed', 'bench-' || id,
       'admin', created_at + interval '5 days', created_at + interval '5 days', created_at + interval '5 days'
     FROM orders WHERE status = 'returned' AND id LIKE 'bo%'`,
    `INSERT INTO shipments (id, order_id, provider, state, step, idempotency_key)
     SELECT 'bs' || substr(id, 3), id, 'manual', CASE WHEN substr(id, 3)::int % 30 = 0 THEN 'returned' ELSE 'delivered' END,
       'done', 'bench-' || id
     FROM orders WHERE payment_method = 'cod' AND id LIKE 'bo%'`,
    'DROP TABLE bench_lines',
    'DROP TABLE bench_orders',
    'VACUUM ANALYZE',
  ];
}
