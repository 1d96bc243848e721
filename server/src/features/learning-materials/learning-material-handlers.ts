import {
  CATEGORY_HAS_MATERIALS,
  categoryErrors,
  materialErrors,
  UNKNOWN_CATEGORY,
} from '@autoskola/rules/learning-materials';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../api/errors.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import { isBlankRichText, sanitizeRichText } from '../../content/rich-text.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import {
  learningMaterialCategories as categories,
  learningMaterials as materials,
} from './learning-material-tables.ts';

type IdParams = { id: number };
type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Schemas['LearningMaterialCategory'] => ({
  id: row.id,
  name: row.name,
  position: row.position,
  active: row.active,
});

const categoriesByPosition = [asc(categories.position), asc(categories.id)];
const materialsByPosition = [asc(materials.position), asc(materials.id)];

const materialColumns = {
  id: materials.id,
  name: materials.name,
  content: materials.content,
  position: materials.position,
  active: materials.active,
  categoryId: categories.id,
  categoryName: categories.name,
};

type MaterialRow = { [K in keyof typeof materialColumns]: (typeof materialColumns)[K]['_']['data'] };

const toMaterial = (row: MaterialRow): Schemas['LearningMaterial'] => ({
  id: row.id,
  name: row.name,
  category: { id: row.categoryId, name: row.categoryName },
  content: row.content,
  position: row.position,
  active: row.active,
});

// SPEC §5 rules (@autoskola/rules, as the forms check them), checked again here.
function categoryValues(input: Schemas['LearningMaterialCategoryInput']) {
  assertNoFieldErrors(categoryErrors(input));
  return { name: input.name.trim(), position: input.position, active: input.active };
}

function materialValues(input: Schemas['LearningMaterialInput']) {
  const content = sanitizeRichText(input.content);
  // Markup that shows nothing (an empty paragraph) is no text.
  assertNoFieldErrors(materialErrors({ ...input, content: isBlankRichText(content) ? '' : content }));
  return {
    name: input.name.trim(),
    categoryId: input.categoryId,
    content,
    position: input.position,
    active: input.active,
  };
}

const unknownCategory = () => new HttpError(422, UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });

export function learningMaterialHandlers({ database, config, publicCache, refusalFor }: ApiContext) {
  const { db } = database;

  const selectMaterials = () =>
    db.select(materialColumns).from(materials).innerJoin(categories, eq(materials.categoryId, categories.id));

  async function findMaterial(id: number) {
    const [row] = await selectMaterials().where(eq(materials.id, id));
    if (!row) throw notFound();
    return toMaterial(row);
  }

  async function findCategory(id: number) {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async listPublicCategories(request: FastifyRequest, reply: FastifyReply) {
      return publicCache.send(request, reply, 'categories', async () => {
        const rows = await db
          .select()
          .from(categories)
          .where(eq(categories.active, true))
          .orderBy(...categoriesByPosition);
        return { learningMaterialCategories: rows.map(toCategory) };
      });
    },

    async listPublicMaterials(request: FastifyRequest<{ Params: { categoryId: number } }>, reply: FastifyReply) {
      const { categoryId } = request.params;
      return publicCache.send(request, reply, `materials:${categoryId}`, async () => {
        const category = await findCategory(categoryId);
        if (!category.active) throw notFound();
        const rows = await selectMaterials()
          .where(and(eq(materials.categoryId, category.id), eq(materials.active, true)))
          .orderBy(...materialsByPosition);
        return { learningMaterials: rows.map(toMaterial) };
      });
    },

    async listAdminCategories(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const all = db
        .select()
        .from(categories)
        .orderBy(...categoriesByPosition);
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, all, () => db.$count(categories));
      return { learningMaterialCategories: rows.map(toCategory), pagesCount };
    },

    async listAllCategories() {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(...categoriesByPosition);
      return { learningMaterialCategories: rows.map(toCategory) };
    },

    async getCategory(request: FastifyRequest<{ Params: IdParams }>) {
      return { learningMaterialCategory: toCategory(await findCategory(request.params.id)) };
    },

    async createCategory(
      request: FastifyRequest<{ Body: Schemas['LearningMaterialCategoryInput'] }>,
      reply: FastifyReply,
    ) {
      const [row] = await db.insert(categories).values(categoryValues(request.body)).returning();
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send({ learningMaterialCategory: toCategory(row) });
    },

    async updateCategory(
      request: FastifyRequest<{ Params: IdParams; Body: Schemas['LearningMaterialCategoryInput'] }>,
    ) {
      const [row] = await db
        .update(categories)
        .set(categoryValues(request.body))
        .where(eq(categories.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { learningMaterialCategory: toCategory(row) };
    },

    async deleteCategory(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      try {
        const [row] = await db
          .delete(categories)
          .where(eq(categories.id, request.params.id))
          .returning({ id: categories.id });
        if (!row) throw notFound();
      } catch (error) {
        // The foreign keys refuse it even when a material was added after the client checked; a
        // feature whose rows refer to categories too words its own refusal (FeatureModule.refusals).
        if (isForeignKeyViolation(error)) {
          throw new HttpError(409, refusalFor(error) ?? CATEGORY_HAS_MATERIALS);
        }
        throw error;
      }
      return reply.code(204).send();
    },

    async listCategoryMaterials(request: FastifyRequest<{ Params: IdParams }>) {
      await findCategory(request.params.id);
      const rows = await selectMaterials()
        .where(eq(materials.categoryId, request.params.id))
        .orderBy(...materialsByPosition);
      return { learningMaterials: rows.map(toMaterial) };
    },

    async listAdminMaterials(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const all = selectMaterials().orderBy(...materialsByPosition);
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, all, () => db.$count(materials));
      return { learningMaterials: rows.map(toMaterial), pagesCount };
    },

    async getMaterial(request: FastifyRequest<{ Params: IdParams }>) {
      return { learningMaterial: await findMaterial(request.params.id) };
    },

    async createMaterial(request: FastifyRequest<{ Body: Schemas['LearningMaterialInput'] }>, reply: FastifyReply) {
      const values = materialValues(request.body);
      let id: number;
      try {
        const [row] = await db.insert(materials).values(values).returning({ id: materials.id });
        if (!row) throw new Error('insert returned no row');
        id = row.id;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unknownCategory();
        throw error;
      }
      return reply.code(201).send({ learningMaterial: await findMaterial(id) });
    },

    async updateMaterial(request: FastifyRequest<{ Params: IdParams; Body: Schemas['LearningMaterialInput'] }>) {
      const values = materialValues(request.body);
      try {
        const [row] = await db
          .update(materials)
          .set(values)
          .where(eq(materials.id, request.params.id))
          .returning({ id: materials.id });
        if (!row) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unknownCategory();
        throw error;
      }
      return { learningMaterial: await findMaterial(request.params.id) };
    },

    async deleteMaterial(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      const [row] = await db
        .delete(materials)
        .where(eq(materials.id, request.params.id))
        .returning({ id: materials.id });
      if (!row) throw notFound();
      return reply.code(204).send();
    },
  };
}
