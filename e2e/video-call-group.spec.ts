import { expect as baseExpect, signInPage, test } from './support/accounts';
import { converse, expectMovingVideo, signedInElsewhere } from './support/video-call';

/*
 * A three-person call (issue #16), peer to peer, in three browsers with Chromium's fake camera:
 * Ana calls Ben, Ben accepts; from the room Ana brings in Cleo, found by name among the people she
 * has conversations with (the server lets Cleo into that room only, then she is rung like any
 * callee); each of the three sees the other two pictures moving, named by their accounts; when
 * Cleo leaves, her tile goes on both other screens and both are told.
 */

// Three browsers each sending one camera and decoding two on a shared 2-core machine: every step
// is slower than with two, so each wait allows 30 s (they still end as soon as the condition holds).
const expect = baseExpect.configure({ timeout: 30_000 });

test('a participant brings a third person into the call; each sees the other two moving, and one leaving goes from both screens', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  // Three browsers: it takes about a minute on an idle machine and over three at a load of 25.
  test.setTimeout(300_000);
  const [ana, ben, cleo] = await Promise.all([makeUser('host'), makeUser('second'), makeUser('third')]);
  // Ana has written to Cleo about a listing of hers: Cleo is among the people Ana can add.
  await converse(request, ana, cleo);
  const benPage = await signedInElsewhere(browser, request, ben, '/my-items');
  const cleoPage = await signedInElsewhere(browser, request, cleo, '/my-messages');

  await signInPage(page, request, ana.email, ana.password);
  await page.goto(`/my-call?to=${ben.id}&name=Ben`);
  await page.getByLabel('Your name').fill('Ana');
  await page.getByRole('button', { name: 'Join a meeting' }).click();
  await benPage.getByTestId('call-invitation').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('remote-tile')).toHaveCount(1);
  // "accepted and joining" goes once Ben is in.
  await expect(page.getByTestId('call-invitation-status')).toHaveCount(0);

  // Found by name; the server is asked by her id (an id of nobody: server/modules/video tests).
  const invitee = page.getByRole('combobox', { name: 'Person to add to the call' });
  await invitee.click();
  await invitee.pressSequentially('third');
  await page.getByRole('option', { name: 'E2E third' }).click();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByTestId('call-invitation-status')).toContainText('Calling E2E third');
  await expect(invitee).toHaveValue('');
  const invitation = cleoPage.getByTestId('call-invitation');
  await expect(invitation).toContainText('E2E host is calling you');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(cleoPage.getByRole('button', { name: 'Leave meeting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call with E2E second and E2E third');

  const names = { ana: 'E2E host', ben: 'E2E second', cleo: 'E2E third' };
  for (const [screen, others] of [
    [page, [names.ben, names.cleo]],
    [benPage, [names.ana, names.cleo]],
    [cleoPage, [names.ana, names.ben]],
  ] as const) {
    const tiles = screen.getByTestId('remote-tile');
    await expect(tiles).toHaveCount(2);
    for (const name of others) await expect(tiles.filter({ hasText: name })).toHaveCount(1);
  }
  await expectMovingVideo(page, 2);
  await expectMovingVideo(benPage, 2);
  await expectMovingVideo(cleoPage, 2);

  await cleoPage.getByRole('button', { name: 'Leave meeting' }).click();
  await expect(cleoPage.getByRole('button', { name: 'Join a meeting' })).toBeVisible();
  for (const screen of [page, benPage]) {
    await expect(screen.getByTestId('remote-tile')).toHaveCount(1);
    await expect(screen.getByTestId('remote-tile').filter({ hasText: names.cleo })).toHaveCount(0);
    await expect(screen.getByTestId('call-left-notice')).toHaveText('E2E third left the call');
  }
  // The two left still see each other live.
  await expectMovingVideo(page, 1);
  await expectMovingVideo(benPage, 1);
  await Promise.all([benPage.context().close(), cleoPage.context().close()]);
});
