import { describe, expect, it } from 'vitest';
import { EvidenceCollector } from './evidence.ts';
import { type LoadedQuestionsAndAnswers, addQuestionAndAnswerEvidence, questionsAndAnswersCiting } from './ich-questions-and-answers.ts';

const loaded: LoadedQuestionsAndAnswers = {
  date: '2015-06-10',
  entries: [
    { number: '5.1', question: 'Fixture question A?', answer: `Fixture answer A ${'word '.repeat(80)}end.`, cites: [{ section: '12.7', numbers: ['12.76'] }, { section: '5.2', numbers: ['5.23'] }] },
    { number: '12.2', question: 'Fixture question B?', answer: null, cites: [{ section: '12', numbers: ['12'] }] },
  ],
};

describe('Q&As citing a Q7 section', () => {
  it('lists a Q&A on the section its CITES edge ends on, with every cited number and a 300-character excerpt cut at a word', () => {
    const [entry, ...rest] = questionsAndAnswersCiting(loaded, '12.7', { chapterWide: false });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ qa_number: '5.1', question: 'Fixture question A?', cited_sections: ['5.23', '12.76'], source_id: 'ich-guideline:q7-qa', page_reference: 'Q&A 5.1' });
    expect(entry!.answer_excerpt.length).toBeLessThanOrEqual(300);
    expect(entry!.answer_excerpt).toMatch(/^Fixture answer A (word )+word…$/);
  });

  it('lists on a chapter the Q&As citing its sections only when asked chapter-wide', () => {
    expect(questionsAndAnswersCiting(loaded, '12', { chapterWide: true }).map((entry) => entry.qa_number)).toEqual(['5.1', '12.2']);
    expect(questionsAndAnswersCiting(loaded, '12', { chapterWide: false }).map((entry) => entry.qa_number)).toEqual(['12.2']);
    expect(questionsAndAnswersCiting(loaded, '1', { chapterWide: true })).toEqual([]);
  });

  it('adds one evidence entry, verified only when every listed Q&A has its answer text', () => {
    const evidence = new EvidenceCollector();
    addQuestionAndAnswerEvidence(evidence, loaded, questionsAndAnswersCiting(loaded, '12', { chapterWide: true }));
    addQuestionAndAnswerEvidence(evidence, loaded, []);
    expect(evidence.block('2026-11-26').evidence_sources).toEqual([
      { source_type: 'ich_guidelines', source_id: 'ich-guideline:q7-qa', retrieval_method: 'cross_reference_mapping', confidence: 0.5, sections_retrieved: 1, publication_date: '2015-06-10', authority: 'ICH', page_reference: 'Q&A 5.1, Q&A 12.2', verified: false },
    ]);
  });
});
