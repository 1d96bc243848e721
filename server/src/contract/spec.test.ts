import { operations } from './spec.ts';

describe("the contract's operations as the server reads them", () => {
  it('mark exactly the writes to offers, categories, materials, the question bank, the school’s details, the first start and the course terms as changing public content', () => {
    const marked = operations()
      .filter((operation) => operation.changesPublicContent)
      .map((operation) => `${operation.method} ${operation.path}`);
    // At least these; a feature's own writes are checked by its tests (its public read changes after one).
    expect(marked).toEqual(
      expect.arrayContaining([
        'POST /admin/offer',
        'PUT /admin/offer/{id}',
        'DELETE /admin/offer/{id}',
        'PUT /admin/offer/{id}/image',
        'DELETE /admin/offer/{id}/image',
        'POST /admin/learning-material/category',
        'PUT /admin/learning-material/category/{id}',
        'DELETE /admin/learning-material/category/{id}',
        'POST /admin/learning-material/material',
        'PUT /admin/learning-material/material/{id}',
        'DELETE /admin/learning-material/material/{id}',
        'POST /admin/test/question',
        'PUT /admin/test/question/{id}',
        'DELETE /admin/test/question/{id}',
        'PUT /admin/test/question/{id}/image',
        'DELETE /admin/test/question/{id}/image',
        'PUT /admin/test/settings',
        'PUT /admin/school',
        'POST /setup',
        'PUT /admin/course-application/terms',
      ]),
    );
    for (const operation of operations().filter((item) => item.changesPublicContent)) {
      expect(operation.method, operation.operationId).not.toBe('GET');
      // The first start has no instructor yet: the server's one-time token stands in for the role.
      if (operation.operationId === 'completeSetup') continue;
      expect(operation.requiredRole, operation.operationId).toBe('ROLE_INSTRUCTOR');
    }
  });
});
