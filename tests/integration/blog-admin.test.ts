import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoPosts } from '../../infra/local/seed/data/blog.js';
import { adminToken, api, asVisitor } from './helpers.js';

/** 'Gestion du Blog': posts and categories written through the admin API, slugs unique by the table, counters kept. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) =>
  api(path, { ...init, token: await adminToken() });
const stats = async () => (await asAdmin('/api/admin/blog/stats')).body as Record<string, number>;
const unique = () => randomUUID().slice(0, 8);
const category = demoCategories[0]!.name;
const auditOf = async (id: string) => (await asAdmin('/api/admin/audit?limit=50')).body.items.filter((e: { entityId: string }) => e.entityId === id);

describe('blog posts in the back office', () => {
  it('creates a draft with sanitized HTML and a computed reading time; publishes, features, unpublishes; counters follow', async () => {
    const before = await stats();
    const slug = `essai-${unique()}`;
    const words = Array.from({ length: 450 }, (_, i) => `mot${i}`).join(' ');
    const created = await asAdmin('/api/admin/blog/posts', {
      method: 'POST',
      json: {
        title: 'Été à Québec',
        slug,
        excerpt: 'Un résumé',
        content: `<h1>Titre</h1><p onclick="x()">${words}</p><script>alert(1)</script><a href="javascript:alert(1)">lien</a>`,
        category,
        tags: ['été'],
      },
    });
    expect(created.status).toBe(201);
    const post = created.body;
    expect(post).toMatchObject({ slug, isPublished: false, isFeatured: false, viewsCount: 0, readingTime: 3, category });
    expect(post).not.toHaveProperty('publishedAt');
    expect(post.content).toBe(`<h2>Titre</h2><p>${words}</p><a rel="noopener noreferrer">lien</a>`);
    expect((await asAdmin(`/api/admin/blog/posts/${post.id}`)).body.content).toBe(post.content);
    expect((await api(`/api/blog/${slug}`)).status).toBe(404);
    expect(await stats()).toMatchObject({ total: before.total! + 1, drafts: before.drafts! + 1, published: before.published });

    const published = await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'PATCH', json: { isPublished: true } });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect((await api(`/api/blog/${slug}`)).body.article).toMatchObject({ title: 'Été à Québec', content: post.content });
    const featured = await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'PATCH', json: { isFeatured: true } });
    expect(featured.body).toMatchObject({ isFeatured: true, publishedAt: published.body.publishedAt });
    expect(await stats()).toMatchObject({ total: before.total! + 1, drafts: before.drafts, published: before.published! + 1, featured: before.featured! + 1 });

    // A counted view moves the post and the 'total views' card together.
    expect((await api(`/api/blog/${slug}/views`, { method: 'POST', headers: asVisitor() })).body).toEqual({ counted: true });
    expect((await stats()).views).toBe(before.views! + 1);

    const unpublished = await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'PATCH', json: { isPublished: false } });
    expect(unpublished.body).not.toHaveProperty('publishedAt');
    expect((await api(`/api/blog/${slug}`)).status).toBe(404);
    expect((await auditOf(post.id)).map((e: { action: string; fields: string[] }) => [e.action, e.fields.includes('isPublished')])).toEqual([
      ['update', true],
      ['update', false],
      ['update', true],
      ['create', true],
    ]);

    expect((await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await stats()).toMatchObject({ total: before.total, drafts: before.drafts, published: before.published, featured: before.featured, views: before.views });
  });

  it('refuses a taken slug with a 409; a slug change frees the old one', async () => {
    const [a, b] = [`premier-${unique()}`, `second-${unique()}`];
    const first = (await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Premier', slug: a } })).body;
    const taken = await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Doublon', slug: a } });
    expect(taken).toMatchObject({ status: 409, body: { error: { message: 'Ce slug est déjà utilisé par un autre article : choisissez-en un autre.' } } });
    // A demo article's slug too (claimed by the seed).
    expect((await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Doublon', slug: demoPosts[0]!.slug } })).status).toBe(409);

    expect((await asAdmin(`/api/admin/blog/posts/${first.id}`, { method: 'PATCH', json: { slug: b } })).body.slug).toBe(b);
    const second = await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Reprend l’ancien', slug: a } });
    expect(second.status).toBe(201);
    expect((await asAdmin(`/api/admin/blog/posts/${second.body.id}`, { method: 'PATCH', json: { slug: b } })).status).toBe(409);
  });

  it('refuses an edit made from a version another admin has saved over since (409), keeping theirs', async () => {
    const post = (await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Version ouverte', slug: `version-${unique()}` } })).body;
    const theirs = await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'PATCH', json: { title: 'Titre de l’autre admin', expectedUpdatedAt: post.updatedAt } });
    expect(theirs.status).toBe(200);
    const mine = await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'PATCH', json: { title: 'Mon titre', expectedUpdatedAt: post.updatedAt } });
    expect(mine).toMatchObject({ status: 409, body: { error: { message: 'Cet article a été modifié entre-temps : rechargez-le puis recommencez.' } } });
    expect((await asAdmin(`/api/admin/blog/posts/${post.id}`)).body.title).toBe('Titre de l’autre admin');
    await asAdmin(`/api/admin/blog/posts/${post.id}`, { method: 'DELETE' });
  });

  it('lists drafts and published posts newest first, paged, searched on the title without accents', async () => {
    const tag = unique();
    for (const title of [`Hôtel ${tag} un`, `Hotel ${tag} deux`, `Autre ${tag}`]) {
      expect((await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title, slug: `${tag}-${title.length}-${unique()}` } })).status).toBe(201);
    }
    const found = await asAdmin(`/api/admin/blog/posts?q=${encodeURIComponent(`HÔTEL ${tag}`)}&limit=1`);
    expect(found.body.items.map((p: { title: string }) => p.title)).toEqual([`Hotel ${tag} deux`]);
    expect(found.body.items[0]).not.toHaveProperty('content');
    const next = await asAdmin(`/api/admin/blog/posts?q=${encodeURIComponent(`hotel ${tag}`)}&limit=1&cursor=${found.body.cursor}`);
    expect(next.body.items.map((p: { title: string }) => p.title)).toEqual([`Hôtel ${tag} un`]);

    const all = await asAdmin('/api/admin/blog/posts?limit=100');
    const slugs = all.body.items.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain(demoPosts.find((p) => !p.isPublished)!.slug);
    expect(slugs).toContain(demoPosts.find((p) => p.isPublished)!.slug);
  });

  it('refuses bad input with a French 400, an unknown post with a 404, a body over the limit with a 413', async () => {
    const bad = [
      { json: { slug: `x-${unique()}` }, message: 'Le titre est obligatoire.' },
      { json: { title: 'A', slug: 'Pas Un Slug' }, message: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets' },
      { json: { title: 'A', slug: `a-${unique()}`, category: 'Inexistante' }, message: 'Cette catégorie n’existe pas : choisissez-en une dans la liste.' },
      { json: { title: 'A', slug: `a-${unique()}`, featuredImageUrl: 'javascript:alert(1)' }, message: 'Chaque photo doit être un fichier /media/… ou une adresse https://….' },
      { json: { title: 'A', slug: `a-${unique()}`, viewsCount: 1000 }, message: 'Champ non autorisé dans la requête.' },
      { json: { title: 'A', slug: `a-${unique()}`, content: 'é'.repeat(160_000) }, message: 'L’article est trop long (300 Ko au plus).' },
    ];
    for (const { json, message } of bad) expect(await asAdmin('/api/admin/blog/posts', { method: 'POST', json })).toMatchObject({ status: 400, body: { error: { message } } });
    expect(await asAdmin('/api/admin/blog/posts/inconnu', { method: 'PATCH', json: {} })).toMatchObject({ status: 400, body: { error: { message: 'Aucune modification à enregistrer.' } } });
    expect((await asAdmin('/api/admin/blog/posts/inconnu', { method: 'PATCH', json: { isFeatured: true } })).status).toBe(404);
    expect((await asAdmin('/api/admin/blog/posts/inconnu')).status).toBe(404);
    expect((await asAdmin('/api/admin/blog/posts?limit=0')).status).toBe(400);

    // A long article (over the default 64 KB) is accepted; a body over 512 KB is refused before anything runs.
    const long = `<p>${'Un paragraphe de texte. '.repeat(4_000)}</p>`;
    expect((await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Long', slug: `long-${unique()}`, content: long } })).status).toBe(201);
    expect((await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Trop', slug: `trop-${unique()}`, content: 'a'.repeat(600_000) } })).status).toBe(413);
    // The public side of the admin routes: no token, no access.
    expect((await api('/api/admin/blog/stats')).status).toBe(401);
  });
});

describe('blog categories in the back office', () => {
  it('creates, lists by name, edits (slug swap) and deletes a category with its colour; counters and audit follow', async () => {
    const before = await stats();
    const slug = `categorie-${unique()}`;
    const name = `Zêta ${unique()}`;
    const created = await asAdmin('/api/admin/blog/categories', { method: 'POST', json: { name, slug, color: '#AA3300', description: 'Essai' } });
    expect(created).toMatchObject({ status: 201, body: { name, slug, color: '#AA3300', isActive: true } });
    const id = created.body.id as string;
    expect((await stats()).categories).toBe(before.categories! + 1);
    expect((await asAdmin('/api/admin/blog/categories', { method: 'POST', json: { name: 'Autre', slug } })).status).toBe(409);

    const listed = await asAdmin(`/api/admin/blog/categories?q=${encodeURIComponent(name.replace('ê', 'E'))}`);
    expect(listed.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    const all = (await asAdmin('/api/admin/blog/categories?limit=100')).body.items.map((c: { name: string }) => c.name);
    expect(all).toEqual([...all].sort((x: string, y: string) => x.localeCompare(y, 'fr', { sensitivity: 'base' })));

    // A post may use it; the slug moves and the old one is free again.
    expect((await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Classé', slug: `classe-${unique()}`, category: name } })).status).toBe(201);
    const edited = await asAdmin(`/api/admin/blog/categories/${id}`, { method: 'PATCH', json: { slug: `${slug}-2`, isActive: false, color: '#000000' } });
    expect(edited.body).toMatchObject({ slug: `${slug}-2`, isActive: false, color: '#000000' });
    expect((await api('/api/blog')).body.categories.map((c: { id: string }) => c.id)).not.toContain(id);
    const other = await asAdmin('/api/admin/blog/categories', { method: 'POST', json: { name: `${name} bis`, slug } });
    expect(other.status).toBe(201);

    for (const json of [{ color: 'rouge' }, { color: '#12345' }, { name: ' ' }, { slug: 'Avec Espace' }, { couleur: '#000000' }]) {
      expect((await asAdmin(`/api/admin/blog/categories/${id}`, { method: 'PATCH', json })).status).toBe(400);
    }
    expect((await asAdmin(`/api/admin/blog/categories/${id}`, { method: 'PATCH', json: { color: 'rouge' } })).body.error.message).toBe(
      'La couleur doit être un code hexadécimal, par exemple #1e3a5f.',
    );

    expect((await asAdmin(`/api/admin/blog/categories/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(`/api/admin/blog/categories/${other.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(`/api/admin/blog/categories/${id}`)).status).toBe(404);
    expect((await stats()).categories).toBe(before.categories);
    expect((await auditOf(id)).map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });
});
