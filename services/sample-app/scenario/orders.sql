-- The sample app's data: 1,000 orders, read one at a time by GET /api/orders/{id}.
drop table if exists orders;
create table orders (id bigint primary key, item text not null, quantity int not null);
insert into orders select i, 'item ' || i, 1 + i % 7 from generate_series(1, 1000) as i;
