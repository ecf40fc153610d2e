-- The storefront's marketing, edited by the owner (docs/decisions/0030-storefront-content.md): one row
-- holding the whole document, versioned like the other owner settings. Seeded with what the home and
-- landing pages showed from constants, so they look the same after this migration.
CREATE TABLE "storefront_content" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_content_single" CHECK ("storefront_content"."id" = 'default'),
	CONSTRAINT "storefront_content_object" CHECK (jsonb_typeof("storefront_content"."content") = 'object')
);
--> statement-breakpoint
INSERT INTO "storefront_content" ("id", "content") VALUES ('default', '{
	"slides": [
		{
			"image": "art:mortar",
			"eyebrow": "Ayurveda for every day",
			"headline": "Wellness rooted in nature",
			"text": "Ashwagandha, Tulsi, Triphala and more: authentic formulations, honest labels and fair prices.",
			"link": "/shop/all",
			"theme": "forest",
			"startsOn": null,
			"endsOn": null
		},
		{
			"image": "art:bottle",
			"eyebrow": "Immunity essentials",
			"headline": "Build a daily immunity ritual",
			"text": "Save on Giloy, Amla, Chyawanprash and multivitamins picked for the whole family.",
			"link": "/shop/all",
			"theme": "sunrise",
			"startsOn": null,
			"endsOn": null
		}
	],
	"marquee": [
		"100% Ayurvedic",
		"FSSAI-approved facilities",
		"Lab-tested for purity",
		"Dispatched within 24 hours",
		"Secure UPI and card payments"
	],
	"testimonials": [
		{
			"quote": "I have been taking Ashwagandha for three months now. I sleep better and feel calmer through busy days at work. My order reached Pune in three days.",
			"name": "Priya Sharma",
			"place": "Pune, Maharashtra",
			"rating": 5
		},
		{
			"quote": "Genuine products with clear labels. I paid by Cash on Delivery and the support team called to confirm my address before dispatch. Very reassuring.",
			"name": "Rahul Mishra",
			"place": "Lucknow, Uttar Pradesh",
			"rating": 5
		},
		{
			"quote": "My parents take Triphala and Chyawanprash every day. Prices are fair, and every jar arrived well sealed and neatly packed.",
			"name": "Anjali Krishnan",
			"place": "Kochi, Kerala",
			"rating": 5
		}
	],
	"featured": { "productIds": [], "categoryIds": [] },
	"countdownEndsAt": null,
	"landing": { "productId": "ashwagandha-ksm-66-capsules", "code": "ASHWAGANDHA15" }
}'::jsonb);
