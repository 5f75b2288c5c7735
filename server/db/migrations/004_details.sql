-- Offer details content: the rich text of each optional, per brand, country, language and model,
-- served at /content/{brand}/{country}/{language}/products/{modelCode}/optionals/{code}.html.infinity.json.
CREATE TABLE optional_contents (
  brand text NOT NULL,
  country text NOT NULL,
  language text NOT NULL,
  model_code text NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  -- Authored HTML, sanitised when served.
  body text NOT NULL,
  PRIMARY KEY (brand, country, language, model_code, code)
);
