import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EdgeWidget } from '../edge-widget/edge-widget';
import { QrCodePopover } from '../header/qr-code-popover';
import { TopBar } from '../header/top-bar';
import { installFakeApi } from '@mall/remote-kit/testing';
import { hover } from '../../testing/pointer';
import { renderInShell, resetBrowserState, settle } from '../../testing/test-shell';
import { testHomeData } from '../../testing/home-data';

const home = testHomeData({
  consumerType: 'email',
  consumerMessage: '',
  siteAddress: '',
  siteRegistrationNo: '',
  siteCopyrightOwner: '',
  mobileMallUrl: 'https://m.shop.test/',
});

/** Renders the three places that offer the mobile mall, with `data` as the API's home data. */
async function renderMobileMallPlaces(data: object) {
  installFakeApi().on('GET /api/pc/home/index', data);
  renderInShell(
    <>
      <TopBar />
      <QrCodePopover />
      <EdgeWidget />
    </>,
  );
  await settle();
  return {
    topBar: screen.getByRole('navigation', { name: 'Site shortcuts' }),
    mobileLink: () => screen.queryByRole('link', { name: /Mobile mall/ }),
    qrButton: () => screen.queryByRole('button', { name: 'Mobile mall QR code' }),
  };
}

beforeEach(() => {
  resetBrowserState();
});

describe('the mobile mall', () => {
  it('is the operator’s configured address first: top bar link, header QR code and edge widget', async () => {
    const { mobileLink, qrButton } = await renderMobileMallPlaces(home);
    expect(mobileLink()).toHaveAttribute('href', 'https://m.shop.test/');
    expect(mobileLink()).toHaveAttribute('target', '_blank');

    await userEvent.setup({ skipHover: true }).hover(qrButton()!);
    expect(await screen.findByRole('img', { name: 'QR code of the mobile mall' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    const widget = screen.getByRole('complementary', { name: 'Contact and mobile shopping' });
    const mobileTile = within(widget).getByRole('button', { name: 'Mobile' });
    hover(mobileTile);
    expect(within(widget).getByText('Scan to shop, or call 400\u2011111\u20112222')).toBeInTheDocument();
    expect(await within(widget).findByRole('img', { name: 'QR code of the mobile mall' })).toBeInTheDocument();
  });

  it('falls back to the customer-service H5 address when no mobile mall is configured', async () => {
    const { mobileLink, qrButton } = await renderMobileMallPlaces({ ...home, mobileMallUrl: '' });
    expect(mobileLink()).toHaveAttribute('href', 'https://chat.shop.test/h5');
    expect(qrButton()).toBeInTheDocument();
  });

  it('falls back the same way for home data without the field (a contract backend)', async () => {
    const contractOnly = Object.fromEntries(Object.entries(home).filter(([key]) => key !== 'mobileMallUrl'));
    const { mobileLink } = await renderMobileMallPlaces(contractOnly);
    expect(mobileLink()).toHaveAttribute('href', 'https://chat.shop.test/h5');
  });

  it.each([
    ['neither is set', { mobileMallUrl: '', consumerH5Url: '' }],
    ['neither is a web address', { mobileMallUrl: 'javascript:alert(1)', consumerH5Url: 'weixin://dl/chat' }],
  ])('is not offered at all when %s: no link, no QR code, no Mobile tile', async (_, urls) => {
    const { topBar, mobileLink, qrButton } = await renderMobileMallPlaces({ ...home, ...urls });
    expect(mobileLink()).not.toBeInTheDocument();
    expect(within(topBar).getAllByRole('listitem')).toHaveLength(4);
    expect(qrButton()).not.toBeInTheDocument();

    const widget = screen.getByRole('complementary', { name: 'Contact' });
    expect(within(widget).queryByRole('button', { name: 'Mobile' })).not.toBeInTheDocument();
    hover(within(widget).getByRole('button', { name: 'Service' }));
    expect(within(widget).getByText('Hotline: 400\u2011111\u20112222')).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(within(widget).queryByRole('img')).not.toBeInTheDocument();
  });
});
