-- The profile simulator quiz (spec 000 §2 "Profile simulator", §3): its questions, in the order they are asked, each
-- with its answers (answerText, answerCode: one letter, or several counting for each), and its results by code
-- (resultCode, resultTitle, resultText as HTML, resultButton: buttonLabel and buttonUrl). The quiz is the site's
-- content, not demo data: every database gets it. Codes: H hatch, S sedã, U SUV, P picape; each result's button
-- opens the showcase with that body's filter chosen (`/?categoria=<filter id>`).
CREATE TABLE profile_questions (
  position integer PRIMARY KEY,
  question_text text NOT NULL,
  answers jsonb NOT NULL
);

CREATE TABLE profile_results (
  position integer PRIMARY KEY,
  result_code text NOT NULL UNIQUE,
  result_title text NOT NULL,
  result_text text NOT NULL,
  result_buttons jsonb NOT NULL
);

INSERT INTO profile_questions (position, question_text, answers) VALUES
(1, 'Quantos quilômetros você costuma rodar por mês?', '[
  {"answerText": "Até 500 km, quase só no meu bairro", "answerCode": "H"},
  {"answerText": "De 500 a 1.000 km, entre casa, trabalho e passeios", "answerCode": "HS"},
  {"answerText": "De 1.000 a 2.000 km, com viagens de fim de semana", "answerCode": "SU"},
  {"answerText": "Mais de 2.000 km, estou sempre na estrada", "answerCode": "UP"}
]'),
(2, 'Quantas pessoas costumam andar com você?', '[
  {"answerText": "Vou sozinho ou com mais uma pessoa", "answerCode": "H"},
  {"answerText": "Três ou quatro pessoas, com conforto para todos", "answerCode": "S"},
  {"answerText": "A família toda, às vezes com cadeirinha de criança", "answerCode": "U"},
  {"answerText": "Uma ou duas pessoas; o resto do espaço é para carga", "answerCode": "P"}
]'),
(3, 'Onde você mais dirige?', '[
  {"answerText": "Na cidade, com trânsito e vagas apertadas", "answerCode": "H"},
  {"answerText": "Metade na cidade, metade em rodovias asfaltadas", "answerCode": "S"},
  {"answerText": "Em ruas esburacadas, lombadas e estradas de chão leves", "answerCode": "U"},
  {"answerText": "Em estrada de terra, no sítio ou na obra", "answerCode": "P"}
]'),
(4, 'O que você costuma levar no porta-malas?', '[
  {"answerText": "Mochila e as compras do mercado", "answerCode": "H"},
  {"answerText": "As malas da família para as férias", "answerCode": "S"},
  {"answerText": "Carrinho de bebê, bicicleta ou equipamento de esporte", "answerCode": "U"},
  {"answerText": "Ferramentas, material de trabalho ou carga pesada", "answerCode": "P"}
]'),
(5, 'Quanto você quer investir por mês na assinatura?', '[
  {"answerText": "Até R$ 2.500", "answerCode": "H"},
  {"answerText": "De R$ 2.500 a R$ 3.500", "answerCode": "HS"},
  {"answerText": "De R$ 3.500 a R$ 4.500", "answerCode": "UP"},
  {"answerText": "Mais de R$ 4.500", "answerCode": "U"}
]'),
(6, 'O que mais pesa na sua escolha?', '[
  {"answerText": "Economia de combustível e facilidade para estacionar", "answerCode": "H"},
  {"answerText": "Conforto e silêncio nas viagens", "answerCode": "S"},
  {"answerText": "Posição de dirigir alta e sensação de segurança", "answerCode": "U"},
  {"answerText": "Força e capacidade de carga", "answerCode": "P"}
]');

INSERT INTO profile_results (position, result_code, result_title, result_text, result_buttons) VALUES
(1, 'H', 'Hatch',
 '<p>Você roda mais pela cidade e quer um carro <strong>ágil, econômico e fácil de estacionar</strong>.</p><p>Um hatch compacto encara o trânsito do dia a dia sem esforço e gasta pouco no posto.</p>',
 '[{"buttonLabel": "Ver ofertas de hatch", "buttonUrl": "/?categoria=hatch"}, {"buttonLabel": "Ver todas as ofertas", "buttonUrl": "/"}]'),
(2, 'S', 'Sedã',
 '<p>Você divide o tempo entre a cidade e a estrada e valoriza <strong>conforto e um porta-malas grande</strong>.</p><p>Um sedã leva a família e as malas com estabilidade e silêncio nas viagens.</p>',
 '[{"buttonLabel": "Ver ofertas de sedã", "buttonUrl": "/?categoria=sedan"}, {"buttonLabel": "Ver todas as ofertas", "buttonUrl": "/"}]'),
(3, 'U', 'SUV',
 '<p>Você quer <strong>espaço, altura e versatilidade</strong> para a família e para qualquer caminho.</p><p>Um SUV passa por ruas ruins com tranquilidade e tem lugar para todos e para a bagagem.</p>',
 '[{"buttonLabel": "Ver ofertas de SUV", "buttonUrl": "/?categoria=suv"}, {"buttonLabel": "Ver todas as ofertas", "buttonUrl": "/"}]'),
(4, 'P', 'Picape',
 '<p>Você precisa de <strong>força e capacidade de carga</strong>, no trabalho ou no lazer.</p><p>Uma picape leva ferramentas, material e equipamentos na caçamba e encara a estrada de terra.</p>',
 '[{"buttonLabel": "Ver ofertas de picape", "buttonUrl": "/?categoria=pickup"}, {"buttonLabel": "Ver todas as ofertas", "buttonUrl": "/"}]');
