CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vitals_day_page_type_metric_bucket_pk" PRIMARY KEY("day","page_type","metric","bucket"),
	CONSTRAINT "web_vitals_page_type_valid" CHECK ("web_vitals"."page_type" IN ('home', 'shop', 'product', 'cart', 'checkout', 'blog', 'other')),
	CONSTRAINT "web_vitals_metric_valid" CHECK ("web_vitals"."metric" IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
	CONSTRAINT "web_vitals_bucket_valid" CHECK ("web_vitals"."bucket" >= 0),
	CONSTRAINT "web_vitals_count_positive" CHECK ("web_vitals"."count" > 0)
);
