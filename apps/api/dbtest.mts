import { openDatabase } from './src/db/client.ts';
const t = Date.now();
const d = await openDatabase({});
console.log('migrated in', Date.now() - t, await d.query("select similarity('ashwaganda','Ashwagandha') s, word_similarity('multivitamn','Daily Multivitamin for Men') w"));
const t2 = Date.now(); const dump = await d.pglite!.dumpDataDir('gzip'); console.log('dump', Date.now()-t2, dump.size);
const t3 = Date.now(); const e = await openDatabase({ loadDataDir: dump, migrate: false }); console.log('clone', Date.now()-t3, await e.query('select count(*) from products'));
const p = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' }); console.log(await p.query("select similarity('ashwaganda','Ashwagandha') s")); await p.query('drop table if exists product_categories, product_images, products, categories cascade; drop schema if exists drizzle cascade'); await p.close();
