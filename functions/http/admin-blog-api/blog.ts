import { CATEGORY_NOT_FOUND, POST_NOT_FOUND } from '../../../shared/blog/admin-api.js';
import { blogRepository } from '../../../shared/blog/server/repository.js';
import { createCategory, createPost, deleteCategory, deletePost, updateCategory, updatePost } from '../../../shared/blog/server/service.js';
import { NotFoundError } from '../../../shared/errors.js';
import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

const found = <T>(value: T | null, message: string): T => {
  if (!value) throw new NotFoundError(message);
  return value;
};

export const blogAdminOperations = {
  getBlogStats: async () => ok(await blogRepository.stats()),
  listAdminBlogPosts: async ({ query }) => ok(await blogRepository.listForAdmin(query)),
  getAdminBlogPost: async ({ params }) => ok(found(await blogRepository.getPost(params.id), POST_NOT_FOUND)),
  createBlogPost: async ({ body, actor }) => created(await createPost(body, actor)),
  updateBlogPost: async ({ params, body, actor }) => ok(await updatePost(params.id, body, actor)),
  deleteBlogPost: async ({ params, actor }) => {
    await deletePost(params.id, actor);
    return noContent();
  },
  listAdminBlogCategories: async ({ query }) => ok(await blogRepository.listCategoriesForAdmin(query)),
  getAdminBlogCategory: async ({ params }) => ok(found(await blogRepository.getCategory(params.id), CATEGORY_NOT_FOUND)),
  createBlogCategory: async ({ body, actor }) => created(await createCategory(body, actor)),
  updateBlogCategory: async ({ params, body, actor }) => ok(await updateCategory(params.id, body, actor)),
  deleteBlogCategory: async ({ params, actor }) => {
    await deleteCategory(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-blog-api'>>;
