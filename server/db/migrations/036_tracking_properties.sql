-- The page components' tracking properties (spec 001 §7 `GET {component path}.infinity.json`, a 404 ignored),
-- served at /content/flua/components/{component}.infinity.json: flat, non-personal values the data layer's
-- entries of each component carry (models/common/tracking.ts). The site's content, not demo data: every database
-- gets it. A component without a row answers 404, and its entries go as they are.
CREATE TABLE component_tracking_properties (
  component text PRIMARY KEY,
  properties jsonb NOT NULL
);

INSERT INTO component_tracking_properties (component, properties) VALUES
('showcase', '{"pageSection": "vitrine", "componentName": "vitrine-de-ofertas", "contentGroup": "ofertas"}'),
('offer-details', '{"pageSection": "detalhes-da-oferta", "componentName": "configurador-da-oferta", "contentGroup": "ofertas"}'),
('lead-form', '{"pageSection": "envio-de-dados", "componentName": "formulario-de-lead", "contentGroup": "conversao"}');
