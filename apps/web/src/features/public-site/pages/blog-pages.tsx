import { Link, useParams } from 'react-router';
import { localizePath } from '../public-paths.ts';
import { fill, usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { formatPostDate, type BlogPost } from '../blog/front-matter.ts';
import { Markdown } from '../blog/markdown.tsx';
import { getPost, getRelatedPosts, listPosts } from '../blog/posts.ts';
import { Container } from '../components/page-blocks.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function PostMeta({ post }: { post: BlogPost }) {
  const copy = usePublicCopy();
  return (
    <p className="text-sm text-muted">
      <time dateTime={post.date}>{fill(copy.blog.published, { date: formatPostDate(post.date) })}</time>
      {' · '}
      {fill(copy.blog.minutes, { count: post.readingMinutes })}
    </p>
  );
}

function PostCard({ post, headingLevel }: { post: BlogPost; headingLevel: 2 | 3 }) {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const href = localizePath(`/blog/${post.slug}`, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
      <Heading className="text-xl font-semibold">
        <Link to={href} className="hover:underline underline-offset-2">
          {post.title}
        </Link>
      </Heading>
      <div className="mt-1">
        <PostMeta post={post} />
      </div>
      <p className="mt-3 text-muted">{post.description}</p>
      <p className="mt-auto pt-4">
        <Link to={href} className="font-semibold text-primary-soft-fg underline underline-offset-2">
          {/* Screen readers hear which post; "Read more" alone would be the same for every card. */}
          <span aria-hidden="true">{copy.blog.readMore}</span>
          <span className="sr-only">{`${copy.blog.readMore} ${fill(copy.blog.readMoreAbout, { title: post.title })}`}</span>
        </Link>
      </p>
    </article>
  );
}

export function BlogListPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  usePublicPageHead({ kind: 'blog' });
  const posts = listPosts(locale);
  return (
    <Container className="py-14 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{copy.blog.title}</h1>
      <p className="mt-3 text-lg text-muted">{copy.blog.intro}</p>
      {posts.length === 0 ? (
        <p className="mt-8">{copy.blog.empty}</p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </div>
      )}
    </Container>
  );
}

export function BlogPostPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const { slug = '' } = useParams();
  usePublicPageHead({ kind: 'blog-post', slug });
  const post = getPost(slug, locale);
  if (!post) return <NotFoundPage />;
  const related = getRelatedPosts(post);
  return (
    <Container className="py-14 sm:py-16">
      <p>
        <Link
          to={localizePath('/blog', locale)}
          className="text-sm font-semibold text-primary-soft-fg underline underline-offset-2"
        >
          ← {copy.blog.backToAll}
        </Link>
      </p>
      <article className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
        <div className="mt-3">
          <PostMeta post={post} />
        </div>
        <div className="ps-prose mt-8 space-y-5 text-lg leading-relaxed [&_a]:text-primary-soft-fg [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
          <Markdown source={post.body} />
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-semibold">
            {copy.blog.related}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {related.map((p) => (
              <PostCard key={p.slug} post={p} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
      <p className="mt-12">
        <Link
          to={localizePath('/blog', locale)}
          className="font-semibold text-primary-soft-fg underline underline-offset-2"
        >
          {copy.blog.backToAll}
        </Link>
      </p>
    </Container>
  );
}
