import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplateKinds } from '@nuzul/shared/cms';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cmsApi, siteSettings, uniqueSlug, type CmsApi } from './cms.fixtures';
import { cmsLookup } from './cms.lookup';
import { defaultEmailTemplates } from './email-templates.defaults';
import { assertTemplate } from './guest-email';
import { accountsLookup } from '../accounts/accounts.lookup';

const edited = {
  subject: { ar: 'حجزك في {{property.name}}', en: 'Your stay at {{property.name}}' },
  body: {
    ar: '<p dir="rtl">أهلًا {{guest.firstName}} {{guest.lastName}}، وصولك {{booking.arrival}} لمدة {{booking.nights}} ليالٍ بإجمالي {{booking.total}}.</p><p>{{owner.name}}</p>',
    en: '<p>Hi {{ guest.firstName }} {{guest.lastName}}, you arrive {{booking.arrival}} for {{booking.nights}} nights, {{booking.total}} in all.</p><p>{{owner.name}}</p>',
  },
};

describe('guest e-mail templates (requirements-next §14)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: CmsApi;
  let other: CmsApi;
  let ownerEmail: string;
  let ownerId: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    const a = await createOwner(t.app, mail);
    owner = cmsApi(t.app, a.token);
    ownerEmail = a.email;
    ownerId = a.userId;
    other = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    await owner.put('/cms/site', siteSettings(uniqueSlug()));
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it.each(emailTemplateKinds)(
    'ships a default %s in both languages that passes the rule an edit must pass',
    (kind) => {
      const texts = defaultEmailTemplates[kind];
      expect(() => assertTemplate(kind, texts)).not.toThrow();
      expect(texts.subject.ar).toMatch(/[\u0600-\u06ff]/);
      expect(texts.body.en).toContain('{{guest.firstName}}');
    },
  );

  it('lists every kind, the default until edited, with the placeholders the kind may use', async () => {
    const res = await owner.get('/cms/email-templates');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((template: { kind: string }) => template.kind)).toEqual([
      ...emailTemplateKinds,
    ]);
    const arrival = data.find(
      (template: { kind: string }) => template.kind === 'arrival_instructions',
    );
    expect(arrival).toMatchObject({ isDefault: true, updatedAt: null });
    expect(arrival.placeholders).toContain('arrival.howToArrive');
    expect(arrival.placeholders).not.toContain('message.body');
  });

  it('saves an edited template (sanitised) and resets it to the default', async () => {
    const saved = await owner.put('/cms/email-templates/booking_confirmation', {
      ...edited,
      body: { ...edited.body, en: `${edited.body.en}<script>alert(1)</script>` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ isDefault: false, body: edited.body });
    // Unchanged, saved again.
    expect((await owner.put('/cms/email-templates/booking_confirmation', edited)).statusCode).toBe(
      200,
    );
    // Another owner still has the default.
    const theirs = (await other.get('/cms/email-templates')).json().data[0];
    expect(theirs).toMatchObject({ kind: 'booking_confirmation', isDefault: true });

    const reset = await owner.delete('/cms/email-templates/booking_confirmation');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      isDefault: true,
      subject: defaultEmailTemplates.booking_confirmation.subject,
    });
  });

  it.each([
    ['an unknown placeholder', '<p>Hi {{guest.middleName}}</p>', '{{guest.middleName}}'],
    ['a placeholder of another kind', '<p>{{message.body}}</p>', '{{message.body}}'],
  ])('refuses %s on save, naming it (400 unknownPlaceholder)', async (_case, body, named) => {
    const res = await owner.put('/cms/email-templates/booking_confirmation', {
      ...edited,
      body: { ...edited.body, en: body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.body.en',
        code: 'unknownPlaceholder',
        message: `Unknown placeholder: ${named}`,
        values: { placeholder: named },
      },
    ]);
    const stored = (await owner.get('/cms/email-templates')).json().data[0];
    expect(stored.isDefault).toBe(true);
  });

  it.each([
    ['a raw (unescaped) placeholder', '{{{guest.firstName}}}'],
    ['a helper block', '{{#if guest.firstName}}x{{/if}}'],
    ['a partial', '{{> layout}}'],
    ['a helper with a parameter', '{{lookup guest "firstName"}}'],
    ['an unclosed placeholder', 'Hello {{guest.firstName'],
  ])('refuses %s in a subject (400 templateSyntax)', async (_case, subject) => {
    const res = await owner.put('/cms/email-templates/request_received', {
      ...edited,
      subject: { ...edited.subject, ar: subject },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.subject.ar',
        code: 'templateSyntax',
        message: 'This template cannot be read. Check its placeholders.',
      },
    ]);
  });

  it('previews with a sample booking, values in the language and HTML-escaped inside the layout', async () => {
    const res = await owner.post('/cms/email-templates/owner_message/preview', {
      locale: 'en',
      template: {
        subject: { ar: 'رسالة', en: 'Note for {{guest.firstName}} & co' },
        body: {
          ar: '<p>{{message.body}}</p>',
          en: '<p>{{message.body}}</p><p>{{booking.nights}}</p>',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.subject).toBe('Note for Sara & co');
    expect(data.html).toContain('<html lang="en" dir="ltr">');
    expect(data.html).toContain('Hello Sara, we have set up the extra bed you asked for.');
    expect(data.text).toContain('\n3');
    expect(data.html).toContain('Palm Chalets');
    expect(data.text).toContain('Hello Sara, we have set up the extra bed you asked for.');

    const ar = await owner.post('/cms/email-templates/arrival_instructions/preview', {
      locale: 'ar',
    });
    expect(ar.json().data.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.json().data.html).toContain('شاليه النخيل');
    // Line breaks of the arrival text stay, escaped.
    expect(ar.json().data.html).toContain('المدخل الثاني.<br>رمز');
  });

  it("escapes a guest's values in the HTML part and keeps them as text in the plain part", async () => {
    const lookup = cmsLookup(t.database.db, accountsLookup(t.database.db));
    const mailOf = await lookup.renderGuestEmail(ownerId, 'owner_message', 'en', {
      guest: { firstName: '<script>alert(1)</script>', lastName: 'O"Neil & <b>x</b>' },
      property: { name: 'Villa <img src=x onerror=alert(1)>' },
      booking: { arrival: '2026-12-01', departure: '2026-12-04', total: 123_456 },
      message: { body: 'Line one\n<a href="javascript:x">two</a>' },
    });
    expect(mailOf.html).not.toContain('<script>alert(1)</script>');
    expect(mailOf.html).not.toContain('<img src=x');
    expect(mailOf.html).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(mailOf.html).toContain('Line one<br>&#60;a href');
    expect(mailOf.subject).toBe(
      'A message from Palm Chalets about your stay at Villa <img src=x onerror=alert(1)>',
    );
    expect(mailOf.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('renders the owner’s edited template in the asked language with dates, nights and total', async () => {
    await owner.put('/cms/email-templates/booking_confirmation', edited);
    const lookup = cmsLookup(t.database.db, accountsLookup(t.database.db));
    const data = {
      guest: { firstName: 'Nora', lastName: 'Alqahtani' },
      property: { name: 'Desert Rose' },
      booking: { arrival: '2026-12-01', departure: '2026-12-04', total: 150_000 },
    };
    const en = await lookup.renderGuestEmail(ownerId, 'booking_confirmation', 'en', data);
    expect(en.subject).toBe('Your stay at Desert Rose');
    expect(en.text).toContain('Hi Nora Alqahtani, you arrive December 1, 2026 for 3 nights');
    expect(en.text).toContain('1,500.00');
    expect(en.text).toContain('Palm Chalets');
    const ar = await lookup.renderGuestEmail(ownerId, 'booking_confirmation', 'ar', data);
    expect(ar.subject).toBe('حجزك في Desert Rose');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('أهلًا Nora Alqahtani');
    expect(ar.text).toContain('شاليهات النخيل');
  });

  it('sends a test of the saved template to the owner’s own address, in the chosen language (real SMTP)', async () => {
    await owner.put('/cms/email-templates/request_received', {
      subject: {
        ar: 'استلمنا طلبك يا {{guest.firstName}}',
        en: 'Got your request, {{guest.firstName}}',
      },
      body: {
        ar: '<p>أهلًا {{guest.firstName}}، طلبك في {{property.name}} قيد المراجعة.</p>',
        en: '<p>Hello {{guest.firstName}}, your request for {{property.name}} is being reviewed.</p>',
      },
    });
    const before = mail.received.filter((m) => m.to === ownerEmail).length;
    const res = await owner.post('/cms/email-templates/request_received/test', { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: ownerEmail });
    const mails = await mail.mailsTo(ownerEmail, before + 1);
    const test = mails.at(-1)!;
    expect(test.subject).toBe('[رسالة تجريبية] استلمنا طلبك يا سارة');
    expect(test.text).toContain('أهلًا سارة، طلبك في شاليه النخيل قيد المراجعة.');
    expect(test.html).toContain('dir="rtl"');

    await owner.post('/cms/email-templates/request_received/test', { locale: 'en' });
    const english = (await mail.mailsTo(ownerEmail, before + 2)).at(-1)!;
    expect(english.subject).toBe('[Test] Got your request, Sara');
    expect(english.text).toContain('Hello Sara, your request for Palm Chalet is being reviewed.');
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await owner.put('/cms/email-templates/invoice', edited)).statusCode).toBe(400);
  });
});
