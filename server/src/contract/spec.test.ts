import { operations } from './spec.ts';

describe("the contract's operations as the server reads them", () => {
  it('mark exactly the instructor writes to offers, categories and materials as changing public content', () => {
    const marked = operations()
      .filter((operation) => operation.changesPublicContent)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(marked.sort()).toEqual(
      [
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
      ].sort(),
    );
    for (const operation of operations().filter((item) => item.changesPublicContent)) {
      expect(operation.method, operation.operationId).not.toBe('GET');
      expect(operation.requiredRole, operation.operationId).toBe('ROLE_INSTRUCTOR');
    }
  });
});
