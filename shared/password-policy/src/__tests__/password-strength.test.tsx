import { act, render, screen } from '@testing-library/react';
import { MallIntlProvider, setLocale, type Locale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { loadPasswordEstimator, type PasswordEstimator } from '../estimator';
import { NewPasswordField, PasswordStrength } from '../password-strength';

let estimator: PasswordEstimator;
beforeAll(async () => {
  estimator = await loadPasswordEstimator();
});
afterEach(() => act(() => setLocale('en')));

async function renderIn(locale: Locale, ui: React.ReactElement) {
  act(() => setLocale(locale));
  const view = render(
    <MallIntlProvider messages={{}}>
      <MallThemeProvider withGlobalStyles={false}>{ui}</MallThemeProvider>
    </MallIntlProvider>,
  );
  // The common catalogue of a language other than English arrives as its own chunk.
  await screen.findByText(/128/);
  return view;
}

describe('PasswordStrength', () => {
  it.each([
    ['kq7vbzt', 'Password strength: too short', 1],
    ['password1', 'Password strength: too common, it will be refused', 1],
    ['aaaaaaaa', 'Password strength: very weak', 1],
    ['mxq7vbzt', 'Password strength: fair', 2],
    ['New-pass456', 'Password strength: good', 3],
    ['correct horse battery staple', 'Password strength: strong', 4],
  ])('says how strong %s is in words, the bar only repeating it', async (password, text, lit) => {
    await renderIn('en', <PasswordStrength password={password} estimator={estimator} />);
    const level = screen.getByText(text);
    expect(level).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelector('[aria-hidden="true"][data-lit]')).toHaveAttribute('data-lit', String(lit));
  });

  it('shows only the rule while nothing is typed, and judges the length alone until the estimator is here', async () => {
    const { rerender } = await renderIn('en', <PasswordStrength password="" estimator={estimator} />);
    expect(
      screen.getByText('8 to 128 characters of any kind, spaces included. A few unrelated words make a strong password.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
    rerender(
      <MallIntlProvider messages={{}}>
        <PasswordStrength password="short" estimator={null} />
      </MallIntlProvider>,
    );
    expect(screen.getByText('Password strength: too short')).toBeInTheDocument();
    rerender(
      <MallIntlProvider messages={{}}>
        <PasswordStrength password="mxq7vbzt" estimator={null} />
      </MallIntlProvider>,
    );
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '8 到 128 个任意字符，可包含空格。几个互不相关的词语就能组成强密码。', '密码强度：太常见，将被拒绝', '密码强度：强'],
    [
      'fr',
      'De 8 à 128 caractères de tout type, espaces compris. Quelques mots sans rapport entre eux font un mot de passe robuste.',
      'Robustesse du mot de passe : trop courant, il sera refusé',
      'Robustesse du mot de passe : forte',
    ],
    [
      'th',
      '8 ถึง 128 ตัวอักษรชนิดใดก็ได้ รวมถึงช่องว่าง คำหลายคำที่ไม่เกี่ยวข้องกันทำให้รหัสผ่านแข็งแรง',
      'ความแข็งแรงของรหัสผ่าน: พบบ่อยเกินไป จะถูกปฏิเสธ',
      'ความแข็งแรงของรหัสผ่าน: แข็งแรง',
    ],
    [
      'lao',
      '8 ຫາ 128 ຕົວອັກສອນປະເພດໃດກໍໄດ້, ລວມທັງຍະຫວ່າງ. ຄຳສັບຫຼາຍຄຳທີ່ບໍ່ກ່ຽວຂ້ອງກັນເຮັດໃຫ້ລະຫັດຜ່ານແຂງແຮງ.',
      'ຄວາມແຂງແຮງຂອງລະຫັດຜ່ານ: ພົບເລື້ອຍເກີນໄປ, ຈະຖືກປະຕິເສດ',
      'ຄວາມແຂງແຮງຂອງລະຫັດຜ່ານ: ແຂງແຮງ',
    ],
  ] as const)('speaks %s', async (locale, rule, common, strong) => {
    const view = await renderIn(locale, <PasswordStrength password="iloveyou" estimator={estimator} />);
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getByText(common)).toBeInTheDocument();
    view.rerender(
      <MallIntlProvider messages={{}}>
        <PasswordStrength password="correct horse battery staple" estimator={estimator} />
      </MallIntlProvider>,
    );
    expect(screen.getByText(strong)).toBeInTheDocument();
  });
});

describe('NewPasswordField', () => {
  it('is a new-password input described by the rule and the strength', async () => {
    await renderIn(
      'en',
      <NewPasswordField label="New password" value="correct horse battery staple" onChange={() => undefined} estimator={estimator} />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription(
      '8 to 128 characters of any kind, spaces included. A few unrelated words make a strong password. Password strength: strong',
    );
  });
});
