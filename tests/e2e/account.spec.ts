import { DEMO, expect, latestMail, mailPath, signIn, test, uniqueEmail } from './fixtures.ts';

test.describe('registration, e-mail verification and sign-in', () => {
  test('a new customer registers, verifies the e-mail, signs out, signs in and sees the name in the header', async ({
    page,
  }) => {
    const email = uniqueEmail('reg');
    const password = 'Gummy!Bear7';

    await page.goto('/register');
    await page.getByLabel('First Name').fill('Cora');
    await page.getByLabel('Last Name').fill('Caramel');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/account-confirmation\?email=/);
    await expect(
      page.getByText('Please check your email. We sent you a link to verify your email address.'),
    ).toBeVisible();

    // The sandbox "sent" the verification mail; open its link.
    await page.goto(mailPath(await latestMail(email, 'email-verification')));
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-link')).toContainText('Cora');

    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    await expect(page.getByTestId('account-link')).not.toContainText('Cora');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-link')).toContainText('Cora');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  });

  test('registration keeps the input and shows the rules a weak password breaks', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Weak');
    await page.getByLabel('Last Name').fill('Password');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('At least 8 characters').last()).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Weak');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registering an address that already has an account shows the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Email').fill(DEMO.ava.email);
    await page.getByLabel('Password', { exact: true }).fill('Another!Pass9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email address already exists.')).toBeVisible();
  });

  test('an expired or unknown verification link offers a new one', async ({ page }) => {
    await page.goto(`/account-confirmation?token=not-a-real-token&email=${encodeURIComponent(DEMO.nora.email)}`);
    await expect(page.getByText('This verification link has expired. Request a new one below.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(
      page.getByText(
        'If this address has an account waiting for verification, we sent it a new link. Please check your email.',
      ),
    ).toBeVisible();
    const mail = await latestMail(DEMO.nora.email, 'email-verification');
    expect(mail.data.link).toContain('/account-confirmation?token=');
  });
});

test.describe('sign-in', () => {
  test('a wrong password shows the login error and keeps the e-mail', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.ava.email);
    await page.getByLabel('Password').fill('Not!TheRight1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The email or password you entered is incorrect. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.ava.email);
    // The server never sends a password back; with JavaScript the browser simply keeps what was typed.
    if (testInfo.project.use.javaScriptEnabled === false) await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('an empty form is refused with the field messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field is required.').last()).toBeVisible();
    await expect(page.getByText('Please enter a valid password.').last()).toBeVisible();
  });

  test('with JavaScript, fields are checked in the browser as they are left, with the action’s schema loaded on first use', async ({
    page,
  }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, 'browser-side validation needs JavaScript');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('required', '');
    await email.fill('not-an-address');
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Please enter a valid email address.').last()).toBeVisible();
    await email.fill(DEMO.ava.email);
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('an unverified account is sent to the e-mail confirmation page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.nora.email);
    await page.getByLabel('Password').fill(DEMO.nora.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account-confirmation\?email=/);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  });

  test('an account page asks guests to sign in and returns to it afterwards', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await page.getByLabel('Email').fill(DEMO.noah.email);
    await page.getByLabel('Password').fill(DEMO.noah.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-link')).toContainText(DEMO.noah.firstName);
  });

  test('a redirectTo pointing off the site is ignored', async ({ page }) => {
    await page.goto('/login?redirectTo=%2F%2Fevil.example.com%2Fsteal');
    await page.getByLabel('Email').fill(DEMO.noah.email);
    await page.getByLabel('Password').fill(DEMO.noah.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/account$/);
  });

  test('the signed-in fixture starts on an account page with the name in the header', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('account-link')).toContainText(DEMO.ava.firstName);
    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/account');
  });
});

test.describe('password reset', () => {
  test('request a link by e-mail, choose a new password, sign in with it', async ({ page }) => {
    const email = uniqueEmail('reset');
    // A fresh, verified account of its own, so changing its password affects no other test.
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Reset');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('First!Pass1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/account-confirmation/);
    await page.goto(mailPath(await latestMail(email, 'email-verification')));
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account exists for this email address, we sent a link to reset your password.'),
    ).toBeVisible();

    await page.goto(mailPath(await latestMail(email, 'password-reset')));
    await page.getByLabel('New Password', { exact: true }).fill('Second!Pass2');
    await page.getByLabel('Confirm New Password').fill('Second!Pass9');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('The passwords do not match.').last()).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('Second!Pass2');
    await page.getByLabel('Confirm New Password').fill('Second!Pass2');
    await page.getByRole('button', { name: 'Save Password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
    await signIn(page, { email, password: 'Second!Pass2' });
    await page.goto('/');
    await expect(page.getByTestId('account-link')).toContainText('Rita');
  });

  test('a used or unknown reset link says so and offers a new one', async ({ page }) => {
    await page.goto('/new-password-form?token=unknown&email=someone%40example.com');
    await expect(
      page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
