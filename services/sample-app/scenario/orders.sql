-- The sample app's data: 1,000 orders of 50 customers (20 each), each order of 3 lines.
-- GET /api/orders/{id} reads one order; GET /api/customers/{id}/orders reads a customer's 20 orders and then, on
-- purpose, each order's lines one query at a time (an N+1).
drop table if exists order_lines;
drop table if exists orders;
create table orders (id bigint primary key, customer_id bigint not null, item text not null, quantity int not null);
insert into orders select i, 1 + i % 50, 'item ' || i, 1 + i % 7 from generate_series(1, 1000) as i;
create index orders_customer on orders (customer_id);
create table order_lines (order_id bigint not null references orders, line int not null, product text not null,
                          price_cents int not null, primary key (order_id, line));
insert into order_lines select o, l, 'product ' || (o * 3 + l) % 97, 100 + (o * l) % 900
  from generate_series(1, 1000) as o, generate_series(1, 3) as l;
