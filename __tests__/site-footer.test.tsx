import { render, screen } from '@testing-library/react';
import { SiteFooter } from '@/components/site-footer';
import { compliance, navigation, primaryMenu, site, type Regulator } from '@/content';
import { keepHyphenated, unbreakable } from '@/lib/unbreakable';

/** The footer as the operator configured it (read at render time, so each test sets both facts it depends on). */
function renderFooter(regulator: Regulator | null, paymentMethods: string[] = []) {
  compliance.regulator = regulator;
  site.payments.methods = paymentMethods;
  render(<SiteFooter />);
  return compliance;
}

describe('SiteFooter', () => {
  it('shows the 2023 copyright, the 21+ notice, the responsible-gambling line and the helpline', () => {
    const compliance = renderFooter(null);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023');
    expect(screen.getByTestId('age-notice')).toHaveTextContent('21+');
    expect(screen.getByTestId('responsible-gambling')).toHaveTextContent('Gambling can be addictive. Know when to stop.');
    expect(screen.getByRole('link', { name: unbreakable(compliance.helpline.phone) })).toHaveAttribute('href', `tel:${compliance.helpline.tel}`);
  });

  // The art's CC BY attribution and the fonts' licences are in the notices, linked from every page's small print.
  it('links the credits and notices beside the copyright', () => {
    renderFooter(null);
    const credits = screen.getByRole('link', { name: site.credits.link.label });
    expect(credits).toHaveAttribute('href', '/third-party-notices.txt');
    expect(credits.closest('p')).toHaveTextContent('© 2023');
  });

  // "National problem-gambling helpline" wrapped as "problem- / gambling" on a tablet.
  it('never wraps the helpline label at its hyphen', () => {
    const compliance = renderFooter(null);
    expect(compliance.helpline.label).toContain('-');
    expect(screen.getByTestId('helpline')).toHaveTextContent(`${keepHyphenated(compliance.helpline.label)}:`);
    expect(screen.getByTestId('helpline').querySelector('span')!.textContent).not.toContain('-');
  });

  it('shows no seal, licence number or certification when no regulator is configured', () => {
    renderFooter(null);
    expect(screen.queryByTestId('licence')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/licen[cs]e|certif/i);
  });

  it('shows exactly the configured licence with its verification link', () => {
    renderFooter({ name: 'Example Gaming Authority', licenceNumber: 'EGA-0001', verificationUrl: 'https://ega.example.org/verify/EGA-0001' });
    expect(screen.getByTestId('licence')).toHaveTextContent('Example Gaming Authority');
    expect(screen.getByTestId('licence')).toHaveTextContent('EGA-0001');
    expect(screen.getByRole('link', { name: /verify/i })).toHaveAttribute('href', 'https://ega.example.org/verify/EGA-0001');
  });

  it('groups the menu into labelled columns, each entry under the column it names', () => {
    renderFooter(null);
    const nav = screen.getByRole('navigation', { name: navigation.labels.footerNav });
    for (const heading of navigation.footerColumns) {
      const column = screen.getByRole('heading', { name: heading }).parentElement!;
      const expected = primaryMenu.filter((item) => item.footerGroup === heading).map((item) => item.label);
      expect(expected.length).toBeGreaterThan(0);
      expect([...column.querySelectorAll('a')].map((link) => link.textContent)).toEqual(expected);
    }
    expect(nav.querySelectorAll('a')).toHaveLength(primaryMenu.filter((item) => item.footerGroup).length);
  });

  it('lists payment methods only when the operator lists them, as typeset names', () => {
    renderFooter(null);
    expect(screen.queryByTestId('payment-methods')).not.toBeInTheDocument();
    renderFooter(null, ['GCash', 'Maya']);
    const methods = screen.getByTestId('payment-methods');
    expect([...methods.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['GCash', 'Maya']);
    expect(methods.querySelector('img, svg')).toBeNull();
  });
});
