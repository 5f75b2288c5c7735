/** The profile simulator quiz as the database holds it (migration 024): questions in order, results by code. */
import type { ProfileAnswer, ProfileResult, ProfileResultButton, ProfileSimulator } from '../../models/showcase/profile-simulator';
import type { Queryable } from '../db/database';

interface QuestionRow {
  question_text: string;
  answers: ProfileAnswer[] | string;
}

interface ResultRow {
  result_code: string;
  result_title: string;
  result_text: string;
  result_buttons: ProfileResultButton[] | string;
}

/** jsonb comes back parsed from PostgreSQL and PGlite alike; text is parsed in case a driver hands it over raw. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function findProfileSimulator(db: Queryable): Promise<ProfileSimulator> {
  const questions = await db.query<QuestionRow>('SELECT question_text, answers FROM profile_questions ORDER BY position');
  const results = await db.query<ResultRow>('SELECT result_code, result_title, result_text, result_buttons FROM profile_results ORDER BY position');
  return {
    questions: questions.rows.map((r) => ({ questionText: r.question_text, answers: json(r.answers) })),
    results: results.rows.map(
      (r): ProfileResult => ({ resultCode: r.result_code, resultTitle: r.result_title, resultText: r.result_text, resultButton: json(r.result_buttons) }),
    ),
  };
}
