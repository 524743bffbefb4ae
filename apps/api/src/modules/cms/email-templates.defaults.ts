import type { EmailTemplateKind } from '@nuzul/shared/cms';
import type { Language } from '@nuzul/shared/accounts';

export interface TemplateTexts {
  subject: Record<Language, string>;
  body: Record<Language, string>;
}

/**
 * The guest e-mails as Nuzul ships them, in both languages. They are the owner's voice to
 * their guest (not Nuzul's): the owner's site name signs them. Each names only placeholders
 * its kind has (`placeholdersByKind`); the tests check that every default passes the same
 * rule that an owner's edit must.
 */
export const defaultEmailTemplates: Record<EmailTemplateKind, TemplateTexts> = {
  booking_confirmation: {
    subject: {
      ar: 'تم تأكيد حجزك في {{property.name}}',
      en: 'Your stay at {{property.name}} is confirmed',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<p>يسعدنا أن نؤكد حجزك في <strong>{{property.name}}</strong>.</p>
<ul>
<li>الوصول: {{booking.arrival}}</li>
<li>المغادرة: {{booking.departure}}</li>
<li>عدد الليالي: {{booking.nights}}</li>
<li>الإجمالي: {{booking.total}}</li>
</ul>
<p>سنرسل إليك تعليمات الوصول قبل موعد إقامتك. وإن كان لديك أي سؤال فيسعدنا أن ترد على هذه الرسالة.</p>
<p>نتطلع إلى استقبالك،<br>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<p>We are happy to confirm your booking at <strong>{{property.name}}</strong>.</p>
<ul>
<li>Arrival: {{booking.arrival}}</li>
<li>Departure: {{booking.departure}}</li>
<li>Nights: {{booking.nights}}</li>
<li>Total: {{booking.total}}</li>
</ul>
<p>We will send you arrival instructions before your stay. If you have any question, simply reply to this e-mail.</p>
<p>We look forward to welcoming you,<br>{{owner.name}}</p>`,
    },
  },
  request_received: {
    subject: {
      ar: 'استلمنا طلب حجزك في {{property.name}}',
      en: 'We have received your booking request for {{property.name}}',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<p>شكرًا لاختيارك <strong>{{property.name}}</strong>. استلمنا طلبك للإقامة من {{booking.arrival}} إلى {{booking.departure}} بإجمالي {{booking.total}} (عدد الليالي: {{booking.nights}}).</p>
<p>التواريخ محجوزة لك إلى أن نراجع طلبك، وسنرد عليك في أقرب وقت بالتأكيد أو الاعتذار. لم يُخصم منك أي مبلغ حتى الآن.</p>
<p>مع أطيب التحيات،<br>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<p>Thank you for choosing <strong>{{property.name}}</strong>. We have received your request to stay from {{booking.arrival}} to {{booking.departure}} for a total of {{booking.total}} (nights: {{booking.nights}}).</p>
<p>The dates are held for you while we review your request, and we will confirm or decline it as soon as we can. Nothing has been charged yet.</p>
<p>Kind regards,<br>{{owner.name}}</p>`,
    },
  },
  request_declined: {
    subject: {
      ar: 'بخصوص طلب حجزك في {{property.name}}',
      en: 'About your booking request for {{property.name}}',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<p>شكرًا لاهتمامك بـ<strong>{{property.name}}</strong>. نأسف لإبلاغك بأننا لا نستطيع قبول طلبك للإقامة من {{booking.arrival}} إلى {{booking.departure}}.</p>
<p>لم يُخصم منك أي مبلغ. يسعدنا أن نستقبلك في تواريخ أخرى، فلا تتردد في إرسال طلب جديد.</p>
<p>مع أطيب التحيات،<br>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<p>Thank you for your interest in <strong>{{property.name}}</strong>. We are sorry that we cannot accept your request to stay from {{booking.arrival}} to {{booking.departure}}.</p>
<p>Nothing has been charged. We would be glad to host you on other dates, so please feel free to send a new request.</p>
<p>Kind regards,<br>{{owner.name}}</p>`,
    },
  },
  cancellation: {
    subject: {
      ar: 'تم إلغاء حجزك في {{property.name}}',
      en: 'Your booking at {{property.name}} has been cancelled',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<p>نؤكد إلغاء حجزك في <strong>{{property.name}}</strong> للإقامة من {{booking.arrival}} إلى {{booking.departure}} (عدد الليالي: {{booking.nights}}، الإجمالي: {{booking.total}}).</p>
<p>يُعاد أي مبلغ مستحق لك وفق سياسة الإلغاء التي وافقت عليها عند الحجز. وإن كان لديك أي سؤال فيسعدنا أن ترد على هذه الرسالة.</p>
<p>نأمل أن نستقبلك في وقت آخر،<br>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<p>This confirms that your booking at <strong>{{property.name}}</strong> from {{booking.arrival}} to {{booking.departure}} (nights: {{booking.nights}}, total: {{booking.total}}) has been cancelled.</p>
<p>Any refund due to you follows the cancellation policy you accepted when booking. If you have any question, simply reply to this e-mail.</p>
<p>We hope to welcome you another time,<br>{{owner.name}}</p>`,
    },
  },
  arrival_instructions: {
    subject: {
      ar: 'تعليمات الوصول إلى {{property.name}}',
      en: 'How to get to {{property.name}}',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<p>اقترب موعد إقامتك في <strong>{{property.name}}</strong> من {{booking.arrival}} إلى {{booking.departure}}. إليك طريقة الوصول:</p>
<blockquote>{{arrival.howToArrive}}</blockquote>
<p>إن احتجت إلى أي مساعدة في يوم وصولك فيسعدنا أن ترد على هذه الرسالة.</p>
<p>نتمنى لك إقامة سعيدة،<br>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<p>Your stay at <strong>{{property.name}}</strong> from {{booking.arrival}} to {{booking.departure}} is coming up. Here is how to get there:</p>
<blockquote>{{arrival.howToArrive}}</blockquote>
<p>If you need any help on the day you arrive, simply reply to this e-mail.</p>
<p>Have a wonderful stay,<br>{{owner.name}}</p>`,
    },
  },
  owner_message: {
    subject: {
      ar: 'رسالة من {{owner.name}} بخصوص إقامتك في {{property.name}}',
      en: 'A message from {{owner.name}} about your stay at {{property.name}}',
    },
    body: {
      ar: `<p>مرحبًا {{guest.firstName}}،</p>
<blockquote>{{message.body}}</blockquote>
<p>بخصوص إقامتك في <strong>{{property.name}}</strong> من {{booking.arrival}} إلى {{booking.departure}}.</p>
<p>{{owner.name}}</p>`,
      en: `<p>Hello {{guest.firstName}},</p>
<blockquote>{{message.body}}</blockquote>
<p>About your stay at <strong>{{property.name}}</strong> from {{booking.arrival}} to {{booking.departure}}.</p>
<p>{{owner.name}}</p>`,
    },
  },
};
