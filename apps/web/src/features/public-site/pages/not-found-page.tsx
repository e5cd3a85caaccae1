import { Link } from 'react-router';
import { localizePath } from '../public-paths.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { Container } from '../components/page-blocks.tsx';

/** An unknown blog post: say so and offer the list. */
export function NotFoundPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  return (
    <Container className="py-20">
      <h1 className="text-3xl font-bold">{copy.blog.notFound}</h1>
      <p className="mt-6">
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
