export { ArticleMeta } from '../../features/blog/components/article-meta';
export { ShareArticleButton } from '../../features/blog/components/share-article-button';
export { BlogListingFromCache } from '../../features/blog/blog-page';
