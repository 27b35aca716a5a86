import { describe, expect, it } from 'vitest';
import { EVENT_TAXONOMY } from '../graph/knowledge/event-taxonomy.ts';
import type { Embedder } from '../infra/embedding/embedder.port.ts';
import { createHashEmbedder } from '../test/fixtures/hash-embedder.ts';
import { TYPE_EXAMPLES } from '../graph/knowledge/event-type-examples.ts';
import { LABELLED_EVENT_REPORTS } from '../graph/knowledge/labelled-event-reports.ts';
import { createEventClassifier } from './event-classification.ts';

/** The hash embedder, recording how many texts each embed call carried. */
function recordingEmbedder(): Embedder & { batches: number[] } {
  const inner = createHashEmbedder();
  const batches: number[] = [];
  return {
    ...inner,
    batches,
    async embed(texts) {
      batches.push(texts.length);
      return inner.embed(texts);
    },
  };
}

describe('event classification bound to taxonomy v3.0', () => {
  it('has example findings for every taxonomy type and for nothing else', () => {
    const ids = EVENT_TAXONOMY.event_types.map((type) => type.id).sort();
    expect(Object.keys(TYPE_EXAMPLES).sort()).toEqual(ids);
    for (const examples of Object.values(TYPE_EXAMPLES)) {
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) expect(example.length).toBeGreaterThan(20);
    }
  });

  it('embeds the prototypes once, lazily, in one batch, then one call per classification', async () => {
    const embedder = recordingEmbedder();
    const classifier = createEventClassifier({ embedder });
    expect(embedder.batches).toEqual([]);

    await classifier.classify('Rodent droppings were found beside the bait stations.');
    // Per type: name + description, name + keywords, its example findings and its labelled reports;
    // then the reports labelled unknown, the prototypes of `unknown`.
    const labelled = LABELLED_EVENT_REPORTS.filter((report) => report.label !== 'unknown').length;
    const nonEvents = LABELLED_EVENT_REPORTS.length - labelled;
    expect(nonEvents).toBeGreaterThan(40);
    const prototypes = EVENT_TAXONOMY.event_types.reduce((sum, type) => sum + 2 + (TYPE_EXAMPLES[type.id]?.length ?? 0), 0) + labelled + nonEvents;
    expect(embedder.batches).toEqual([prototypes, 1]);

    await classifier.classify('A second event.');
    await classifier.classifyMany([{ text: 'one' }, { text: 'two', product_type: 'food' }, { text: 'three' }]);
    expect(embedder.batches).toEqual([prototypes, 1, 1, 3]);
  });

  it('answers in input order and refuses invalid requests without embedding them', async () => {
    const embedder = recordingEmbedder();
    const classifier = createEventClassifier({ embedder });
    const outcomes = await classifier.classifyMany([
      { text: 'Rodent droppings and a live mouse were found in the warehouse; the bait station log is blank.' },
      { text: 'Label mix-up', product_type: 'cosmetic' },
      { text: '' },
      { text: 'Undeclared peanut allergen in the cookies.', product_type: 'food' },
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, false, true]);
    expect(embedder.batches.at(-1)).toBe(2);
    const [first, second, third, fourth] = outcomes;
    if (!first?.ok || second?.ok !== false || third?.ok !== false || !fourth?.ok) throw new Error('unexpected outcome kinds');
    expect(second.error.field).toBe('product_type');
    expect(third.error.message).toBe('Missing required field: event');
    expect(first.result.evidence.embedding_model).toBe('hash-bow-384');
    expect(first.result.evidence.taxonomy_version).toBe('v3.0');
    expect(first.result.evidence.method).toBe('hybrid_keyword_embedding');
    expect(first.result.evidence.candidates[0]!.event_type).toBe('pest_control');
    expect(fourth.result.product_type).toBe('food');
    expect(fourth.result.product_type_source).toBe('given');
  });

  it('retries the prototypes after a failed model load instead of caching the failure', async () => {
    const inner = createHashEmbedder();
    let failures = 1;
    const flaky: Embedder = {
      ...inner,
      async embed(texts) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('embedding model unavailable');
        }
        return inner.embed(texts);
      },
    };
    const classifier = createEventClassifier({ embedder: flaky });
    await expect(classifier.classify('Rodent droppings.')).rejects.toThrow('embedding model unavailable');
    const outcome = await classifier.classify('Rodent droppings.');
    expect(outcome.ok).toBe(true);
  });
});
