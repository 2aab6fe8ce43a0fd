import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import BareError from '@/app/(bare)/error';
import SiteError from '@/app/(site)/error';
import OfferingPage, { generateStaticParams } from '@/app/(site)/[offering]/page';
import SignUpPage from '@/app/(bare)/sign-up/page';
import GlobalNotFound from '@/app/global-not-found';
import { SiteLink } from '@/components/ui/site-link';
import { errorScreen, notFound } from '@/content';

describe('pages', () => {
  it('renders a whole document with "No Page Found!" inside the header and footer', () => {
    // The 404 page renders its own <html>, which cannot be mounted inside the test's document.
    const page = new DOMParser().parseFromString(renderToStaticMarkup(<GlobalNotFound />), 'text/html');
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    document.body.innerHTML = page.body.innerHTML;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.text);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    document.body.innerHTML = '';
  });

  it.each([
    ['inside the common layout', SiteError],
    ['outside it', BareError],
  ])('renders the error screen with the error message %s', (_, ErrorBoundary) => {
    render(<ErrorBoundary error={new Error('Boom: the slots feed failed')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(errorScreen.title);
    expect(screen.getByRole('alert')).toHaveTextContent('Boom: the slots feed failed');
  });

  it('renders an empty centred sign-up page without the chrome', () => {
    render(<SignUpPage />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('flex', 'items-center', 'justify-center');
  });

  it.each([
    ['slots', 'Slots'],
    ['sabong', 'Sabong'],
    ['live-games', 'LiveGames'],
    ['sports-betting', 'SportsBetting'],
  ])('renders /%s as only "%s"', async (slug, text) => {
    expect(generateStaticParams()).toContainEqual({ offering: slug });
    render(await OfferingPage({ params: Promise.resolve({ offering: slug }) }));
    expect(document.body.textContent).toBe(text);
  });
});

describe('SiteLink', () => {
  it('marks external links as sponsored and keeps the referrer', () => {
    render(
      <SiteLink href="https://partner.example.com/x" section="hero">
        Join
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link.getAttribute('rel')).not.toMatch(/noreferrer/);
    expect(link).toHaveAttribute('data-affiliate');
  });

  it('names its section and label for analytics', () => {
    render(
      <SiteLink href="https://partner.example.com/x" section="slot-gallery" aria-label="Lucky Lady">
        <span>Lucky Lady</span>
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Lucky Lady' });
    expect(link).toHaveAttribute('data-cta-section', 'slot-gallery');
    expect(link).toHaveAttribute('data-cta-label', 'Lucky Lady');
  });

  it('leaves internal links plain', () => {
    render(
      <SiteLink href="/" section="menu">
        Home
      </SiteLink>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('rel');
  });
});
