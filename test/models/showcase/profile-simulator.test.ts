/** The profile simulator's rules (spec 000 §4 "Profile simulator", 001 §5.4): the result, ties, multi-letter codes, what may be chosen. */
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ProfileResultButton,
  canGoBack,
  chosenCodes,
  isAnswerOf,
  isAnswered,
  isLastQuestion,
  isPlayableQuiz,
  RESULT_OFFERS_COUNT,
  resultFilterId,
  resultOffersRequest,
  mostFrequentCode,
  profileResult,
  type ProfileQuestion,
  type ProfileResult,
} from '../../../models/showcase/profile-simulator';

const result = (resultCode: string, resultTitle: string): ProfileResult => ({ resultCode, resultTitle, resultText: '<p>x</p>', resultButton: [] });
const results = [result('H', 'Hatch'), result('S', 'Sedã'), result('U', 'SUV'), result('P', 'Picape')];
const q = (...codes: string[]): ProfileQuestion => ({ questionText: 'Pergunta', answers: codes.map((answerCode) => ({ answerText: answerCode, answerCode })) });

describe('the result: the most frequent answer code', () => {
  it('counts each letter of a multi-letter code once for itself', () => {
    // HS, SU, S: S three times.
    expect(mostFrequentCode(['HS', 'SU', 'S'])).toBe('S');
    expect(profileResult(['HS', 'SU', 'S'], results)?.resultTitle).toBe('Sedã');
    // UP, U, P, P: P three times, U twice.
    expect(profileResult(['UP', 'U', 'P', 'P'], results)?.resultTitle).toBe('Picape');
  });

  it('a tie goes to the code that appeared first (earliest question; in a multi-letter code, its first letter)', () => {
    expect(profileResult(['U', 'H', 'H', 'U'], results)?.resultTitle).toBe('SUV');
    expect(profileResult(['H', 'U', 'U', 'H'], results)?.resultTitle).toBe('Hatch');
    // UP counts U before P: both twice → SUV.
    expect(profileResult(['UP', 'P', 'U'], results)?.resultTitle).toBe('SUV');
    // A code that appears first but loses the count does not win.
    expect(profileResult(['P', 'HS', 'HS', 'S'], results)?.resultTitle).toBe('Sedã');
    // Every letter once: the first.
    expect(profileResult(['HS', 'UP'], results)?.resultTitle).toBe('Hatch');
  });

  it('is case and blank insensitive, and nothing answered has no result', () => {
    expect(profileResult([' h ', 'u', 'U'], results)?.resultTitle).toBe('SUV');
    expect(profileResult([], results)).toBeUndefined();
  });
});

describe('answers chosen along the quiz', () => {
  const questions = [q('H', 'UP'), q('S', 'U'), q('H', 'P')];

  it('reads the codes of the chosen answers, in question order, skipping unanswered ones', () => {
    expect(chosenCodes(questions, [1, 1, 0])).toEqual(['UP', 'U', 'H']);
    expect(chosenCodes(questions, [0, null, 1])).toEqual(['H', 'P']);
    expect(chosenCodes(questions, [])).toEqual([]);
  });

  it('an answer must be one of the shown question’s answers; going on needs one', () => {
    expect(isAnswerOf(questions, 0, 1)).toBe(true);
    expect(isAnswerOf(questions, 0, 2)).toBe(false);
    expect(isAnswerOf(questions, 0, -1)).toBe(false);
    expect(isAnswerOf(questions, 0, 0.5)).toBe(false);
    expect(isAnswerOf(questions, 3, 0)).toBe(false);
    expect(isAnswered([null, 1], 0)).toBe(false);
    expect(isAnswered([null, 1], 1)).toBe(true);
    expect(isAnswered([0], 0)).toBe(true);
  });

  it('back only from the second question', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
  });

  it('a quiz is playable when every answer letter leads to a result', () => {
    expect(isPlayableQuiz({ questions, results })).toBe(true);
    expect(isPlayableQuiz({ questions: [q('H', 'X')], results })).toBe(false);
    // A multi-letter result serves each of its letters.
    expect(isPlayableQuiz({ questions: [q('H', 'X')], results: [result('HX', 'Misto')] })).toBe(true);
  });
});

describe('a result button', () => {
  it.each([
    ['/?categoria=suv', true],
    ['https://www.flua.com.br/ofertas', true],
    ['javascript:alert(1)', false],
    ['//outro.site', false],
    ['', false],
  ])('%s → %s', (buttonUrl, ok) => {
    expect(is({ buttonLabel: 'Ver ofertas', buttonUrl }, ProfileResultButton)).toBe(ok);
  });
});

describe('the offers a result shows', () => {
  const filters = [
    { id: 'suv', categoryCode: 'SUV' },
    { id: 'renegade-compass', modelCodes: ['520', '551'] },
  ];
  const base = { brand: ['fiat', 'jeep'] as ('fiat' | 'jeep')[], targetEntityType: 'NATURAL_PERSON' as const };
  const result = (...urls: string[]) => ({ resultButton: urls.map((u) => ({ buttonLabel: 'Ver', buttonUrl: u })) });

  it('are the showcase’s first cards under the filter the result’s button opens', () => {
    expect(resultFilterId(result('https://example.com/?categoria=x', '/?categoria=suv', '/'))).toBe('suv');
    expect(resultOffersRequest(result('/?categoria=suv'), base, filters)).toEqual({ ...base, fq: { categoryCode: 'SUV' }, start: 0, size: RESULT_OFFERS_COUNT, view: 'card' });
    expect(resultOffersRequest(result('/?categoria=renegade-compass'), base, filters)?.fq).toEqual({ modelCodes: ['520', '551'] });
  });

  it('are none when the result opens no filter the site has', () => {
    expect(resultOffersRequest(result('/'), base, filters)).toBeNull();
    expect(resultOffersRequest(result('/?categoria=sedan'), base, filters)).toBeNull();
  });

  it('the last question is the one that shows the result', () => {
    const q = { questionText: 'P', answers: [{ answerCode: 'A' }] };
    expect([0, 1, 2].map((i) => isLastQuestion([q, q, q], i))).toEqual([false, false, true]);
  });
});
