// "Who may use what a form cites": the menu entries of the forms that cite a
// value (a numbering rule, a data interface), over the built-in page schemas and
// every released online-development model. A user holding one of those entries
// may use the cited thing as the form does. Page schemas are read once; the
// released models' part is kept until the invalidation bus says a model changed
// (a release, a deletion), on every server process.
import type { Kysely } from 'kysely';
import { compileForm, type CompiledForm } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import type { Database } from '../db/schema';
import type { InvalidationBus } from '../db/invalidation';
import type { PageSchemas } from '../schemas';

/** A form as a reader sees it: its compiled fields, and its whole source (the page schema, or the model's design) to walk. */
export interface CitingForm {
  compiled: CompiledForm;
  source: unknown;
}

/** The values a form cites, of one kind. */
export type CitationReader = (form: CitingForm) => Iterable<string>;

type Citations = Map<string, string[]>;

function addCitations(into: Map<string, Set<string>>, read: CitationReader, form: CitingForm, entries: readonly string[]): void {
  if (!entries.length) return;
  for (const value of read(form)) {
    const holders = into.get(value) ?? new Set<string>();
    for (const entry of entries) holders.add(entry);
    into.set(value, holders);
  }
}

const frozen = (citations: Map<string, Set<string>>): Citations => new Map([...citations].map(([value, entries]) => [value, [...entries]]));

/** Every string held under `key` anywhere in a JSON value (interfaceId in form nodes, option sources, a list's tree). */
export function valuesUnder(source: unknown, key: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (name === key && typeof inner === 'string' && inner) found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(source);
  return found;
}

export class FormCitations {
  private readonly builtIn: Citations;
  private released: Promise<Citations> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    pages: PageSchemas,
    bus: InvalidationBus,
    private readonly read: CitationReader,
  ) {
    // A form without a menu entry grants nothing: there is no entry to hold.
    const citations = new Map<string, Set<string>>();
    for (const page of pages.all()) {
      if (page.type === 'form' && page.module) addCitations(citations, read, { compiled: pages.compiledForm(page.id), source: page }, [page.module]);
    }
    this.builtIn = frozen(citations);
    bus.on('models', () => {
      this.released = null;
    });
  }

  /** The menu entries (enCodes) of the forms citing `value`. */
  async entriesCiting(value: string): Promise<string[]> {
    const released = (await this.releasedCitations()).get(value) ?? [];
    return [...new Set([...(this.builtIn.get(value) ?? []), ...released])];
  }

  private releasedCitations(): Promise<Citations> {
    if (!this.released) {
      const loading = this.readReleased();
      this.released = loading;
      loading.catch(() => {
        if (this.released === loading) this.released = null;
      });
    }
    return this.released;
  }

  /** Each released model's current release and the codes of the menu entries releasing it. */
  private async readReleased(): Promise<Citations> {
    const models = await this.db
      .selectFrom('base_visual_dev as v')
      .innerJoin('base_visual_dev_release as r', (join) => join.onRef('r.model_id', '=', 'v.id').onRef('r.version', '=', 'v.version'))
      .select(['r.design_json', 'v.menu_ids'])
      .where('v.menu_ids', '!=', '[]')
      .execute();
    const menuIds = models.flatMap((model) => JSON.parse(model.menu_ids) as string[]);
    const codes = new Map<string, string>();
    if (menuIds.length) {
      for (const menu of await this.db.selectFrom('base_module').select(['id', 'en_code']).where('id', 'in', menuIds).execute())
        codes.set(menu.id, menu.en_code);
    }
    const citations = new Map<string, Set<string>>();
    for (const model of models) {
      const design = JSON.parse(model.design_json) as ModelDesign;
      const entries = (JSON.parse(model.menu_ids) as string[]).flatMap((id) => codes.get(id) ?? []);
      addCitations(citations, this.read, { compiled: compileForm(design.form), source: design }, entries);
    }
    return frozen(citations);
  }
}
