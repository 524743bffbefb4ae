import type { FaqCategory } from '@nuzul/shared/faq';

/** A seeded entry: its fixed code and its texts as the admin would write them. */
export interface SeedFaqEntry {
  code: string;
  category: FaqCategory;
  question: { ar: string; en: string };
  answer: { ar: string; en: string };
  sortOrder: number;
}

/**
 * The FAQ every installation starts with (requirements-next §13): platform help content that
 * says what this product does today. An entry is rewritten from this file at start only when
 * its entry here changed, so the admin's edits survive restarts (see faq.repository.ts).
 */
export const seedFaq: readonly SeedFaqEntry[] = [
  // ------------------------------------------------------------------ getting started
  {
    code: 'start_first_steps',
    category: 'getting_started',
    sortOrder: 10,
    question: {
      ar: 'كيف أبدأ باستخدام نزل؟',
      en: 'How do I get started with Nuzul?',
    },
    answer: {
      ar: 'أنشئ حسابك بالبريد الإلكتروني وكلمة المرور أو بحساب Google، ثم أكّد بريدك بالرمز المرسل إليك. بعد ذلك اختر خطة من صفحة الخطط (أو التجربة المجانية)، ثم أضف عقارك الأول من «إضافة عقار» واتبع خطوات المعالج حتى النشر.',
      en: 'Create your account with an e-mail address and password, or with Google, then confirm your e-mail with the code we send you. Next choose a plan on the Plans page (or the free trial), then add your first property from "Add property" and follow the wizard\'s steps until you publish.',
    },
  },
  {
    code: 'start_language',
    category: 'getting_started',
    sortOrder: 20,
    question: {
      ar: 'هل يمكنني استخدام التطبيق بالعربية والإنجليزية؟',
      en: 'Can I use the app in Arabic and in English?',
    },
    answer: {
      ar: 'نعم. العربية هي اللغة الافتراضية وتُعرض من اليمين إلى اليسار، ويمكنك التبديل إلى الإنجليزية من مبدّل اللغة في أعلى الصفحة. تُكتب أسماء العقارات وأوصافها باللغتين، وتصلك الرسائل بلغة حسابك.',
      en: "Yes. Arabic is the default and is shown right to left; switch to English with the language switcher at the top of the page. Property names and descriptions are written in both languages, and e-mails reach you in your account's language.",
    },
  },
  {
    code: 'start_idle_logout',
    category: 'getting_started',
    sortOrder: 30,
    question: {
      ar: 'لماذا سُجّل خروجي تلقائياً؟',
      en: 'Why was I signed out automatically?',
    },
    answer: {
      ar: 'لحماية حسابك يُسجَّل خروجك بعد ٨ دقائق دون أي نقرة أو حركة للفأرة أو ضغطة مفتاح أو تمرير. سجّل الدخول مرة أخرى لتعود إلى الصفحة التي كنت فيها.',
      en: 'To protect your account you are signed out after 8 minutes without a click, mouse move, key press or scroll. Sign in again to return to the page you were on.',
    },
  },
  // ------------------------------------------------------------------ properties and photos
  {
    code: 'property_wizard_steps',
    category: 'properties_photos',
    sortOrder: 10,
    question: {
      ar: 'ما خطوات إضافة عقار؟',
      en: 'What are the steps to add a property?',
    },
    answer: {
      ar: 'يمر معالج العقار بالخطوات: الموقع، الصور، المواصفات، المرافق، حجز العقار (الأسعار والشروط)، ثم الوصف. كل خطوة تُحفظ بزر «حفظ والتالي»، ويمكنك العودة إلى أي خطوة لاحقاً لتعديلها.',
      en: 'The property wizard goes through Location, Photos, Specifications, Amenities, Property Booking (prices and terms) and Description. Each step is saved with "Save & Next", and you can come back to any step later to edit it.',
    },
  },
  {
    code: 'photo_rules',
    category: 'properties_photos',
    sortOrder: 20,
    question: {
      ar: 'ما شروط صور العقار؟',
      en: 'What are the rules for property photos?',
    },
    answer: {
      ar: 'تُقبل ملفات الصور فقط، بحجم أقل من ٥ ميجابايت ودقة لا تقل عن ١٠٢٤×٧٦٨ بكسل. يُفحص الملف بمحتواه لا باسمه. يحتاج العقار من ٥ إلى ٤٠ صورة، ولكل صورة وصف ونوع صورة واحد على الأقل، وتُختار إحداها صورةً رئيسية.',
      en: 'Only image files are accepted, under 5 MB and at least 1024×768 pixels; a file is checked by its content, not its name. A property needs 5 to 40 photos; each photo needs a description and at least one image type, and one of them is the main image.',
    },
  },
  {
    code: 'photo_order',
    category: 'properties_photos',
    sortOrder: 30,
    question: {
      ar: 'كيف أغيّر ترتيب الصور أو الصورة الرئيسية؟',
      en: 'How do I change the order of photos or the main image?',
    },
    answer: {
      ar: 'في خطوة الصور اسحب الصور لترتيبها، واختر «صورة رئيسية» على الصورة التي تريد أن تظهر أولاً في القوائم. يُحفظ الترتيب مع الخطوة.',
      en: 'In the Photos step drag the photos into order and choose "Main image" on the one that should show first in lists. The order is saved with the step.',
    },
  },
  {
    code: 'property_building_units',
    category: 'properties_photos',
    sortOrder: 40,
    question: {
      ar: 'ما الفرق بين العقار المفرد والمبنى؟',
      en: 'What is the difference between a single property and a building?',
    },
    answer: {
      ar: 'المبنى يضم وحدات: يحتاج صورة ونوع وحدة واحد على الأقل بكمية أكبر من صفر، ويُحجز كل نوع حسب عدد وحداته. العقار المفرد (شقة، فيلا، شاليه...) يُحجز كاملاً.',
      en: 'A building holds units: it needs a photo and at least one unit type with a quantity above zero, and each type is booked up to its number of units. A single property (apartment, villa, chalet...) is booked as a whole.',
    },
  },
  // ------------------------------------------------------------------ prices and seasons
  {
    code: 'price_base_and_seasons',
    category: 'prices_seasons',
    sortOrder: 10,
    question: {
      ar: 'كيف يُحسب سعر الليلة؟',
      en: 'How is the price of a night worked out?',
    },
    answer: {
      ar: 'لكل ليلة سعر واحد: سعر اليوم المحدد في التقويم إن وُجد، وإلا سعر الموسم الذي تقع فيه الليلة، وإلا السعر الأساسي للعقار. تُضاف بعد ذلك رسوم الضيوف الإضافيين والرسوم والضرائب التي حددتها.',
      en: "Each night has one price: the day's own price set on the calendar if there is one, otherwise the price of the season the night falls in, otherwise the property's base price. Extra-guest charges, fees and the taxes you set are added on top.",
    },
  },
  {
    code: 'price_seasons_overlap',
    category: 'prices_seasons',
    sortOrder: 20,
    question: {
      ar: 'هل يمكن أن تتداخل المواسم؟',
      en: 'Can seasons overlap?',
    },
    answer: {
      ar: 'لا. لكل موسم تاريخ بداية ونهاية وسعر، ولا يُقبل موسم يتداخل مع موسم آخر للعقار نفسه، حتى تعرف دائماً أي سعر ينطبق على كل ليلة.',
      en: 'No. A season has a start date, an end date and a price, and a season that overlaps another season of the same property is refused, so you always know which price applies to each night.',
    },
  },
  {
    code: 'price_deposit_taxes',
    category: 'prices_seasons',
    sortOrder: 30,
    question: {
      ar: 'كيف أضيف عربوناً أو ضريبة على الإيجار؟',
      en: 'How do I add a down payment or a tax on the rent?',
    },
    answer: {
      ar: 'في خطوة «حجز العقار» حدّد نسبة العربون (الدفعة المقدمة) وأضف الرسوم والضرائب. ضريبة القيمة المضافة تُحسب افتراضياً بنسبة ١٥٪ من الإيجار والرسوم. يظهر للضيف المبلغ الإجمالي والمستحق مقدماً في عرض السعر.',
      en: 'In the "Property Booking" step set the down payment percentage and add your fees and taxes. VAT defaults to 15% of the rent and fees. The quote shows the total and the amount due up front.',
    },
  },
  // ------------------------------------------------------------------ publishing and plans
  {
    code: 'publish_requirements',
    category: 'publishing_plans',
    sortOrder: 10,
    question: {
      ar: 'ما المطلوب لنشر العقار؟',
      en: 'What does a property need before it can be published?',
    },
    answer: {
      ar: 'يجب أن يكتمل: المواصفات، الصور، المرافق العامة، الغرف بتكوينها، أسعار المواسم، التوفر، العربون، تعليمات الوصول، طريقة دفع واحدة على الأقل، شرط واحد وسياسة إلغاء واحدة، والوصف (٤٠٠ حرف على الأقل). تعرض لك شاشة «جاهز للنشر؟» ما ينقص وتنقلك إلى الخطوة المعنية.',
      en: 'These must be complete: specifications, photos, general amenities, rooms with their composition, seasonal prices, availability, down payment, arrival instructions, at least one payment method, one terms entry and one cancellation policy, and the description (at least 400 characters). The "Ready to publish" screen lists what is missing and takes you to the step.',
    },
  },
  {
    code: 'plans_what_they_give',
    category: 'publishing_plans',
    sortOrder: 20,
    question: {
      ar: 'ما الخطط المتاحة وما الفرق بينها؟',
      en: 'Which plans are there and how do they differ?',
    },
    answer: {
      ar: 'تختلف الخطط في عدد العقارات المسموح بها ومدتها: التجربة المجانية ١٤ يوماً لعقار واحد، والأساسية حتى ٣ عقارات، والاحترافية حتى ١٥ عقاراً، والأعمال حتى ١٠٠ عقار. الخطط السنوية بسعر عشرة أشهر (شهران مجاناً). الأسعار الحالية في صفحة الخطط.',
      en: 'Plans differ in how many properties they allow and how long they last: the free trial is 14 days for one property, Basic allows up to 3 properties, Pro up to 15 and Business up to 100. Yearly plans cost ten months (2 months free). Current prices are on the Plans page.',
    },
  },
  {
    code: 'plans_limit_reached',
    category: 'publishing_plans',
    sortOrder: 30,
    question: {
      ar: 'ماذا يحدث إذا انتهى اشتراكي أو بلغت حد العقارات؟',
      en: 'What happens when my subscription ends or I reach the property limit?',
    },
    answer: {
      ar: 'لا يمكنك إضافة عقار أو نشره دون اشتراك نشط، ولا تجاوز عدد العقارات في خطتك. تبقى بياناتك محفوظة؛ جدّد الاشتراك أو انتقل إلى خطة أكبر من صفحة الخطط. نذكّرك بالبريد قبل انتهاء الاشتراك بسبعة أيام وبيوم واحد.',
      en: "Without an active subscription you cannot add or publish a property, nor go beyond your plan's number of properties. Your data is kept; renew or move to a larger plan on the Plans page. We remind you by e-mail 7 days and 1 day before your subscription ends.",
    },
  },
  {
    code: 'plans_promo_code',
    category: 'publishing_plans',
    sortOrder: 40,
    question: {
      ar: 'كيف أستخدم رمز الخصم؟',
      en: 'How do I use a promo code?',
    },
    answer: {
      ar: 'أدخل الرمز عند الاشتراك في خطة تسمح بالرموز، ويظهر الخصم في عرض السعر قبل الدفع. الرمز المنتهي أو الذي استُنفدت مرات استخدامه يُرفض برسالة واضحة.',
      en: 'Enter the code when you subscribe to a plan that allows codes; the discount shows in the quote before you pay. An expired code, or one whose uses have run out, is refused with a clear message.',
    },
  },
  // ------------------------------------------------------------------ VAT and invoices
  {
    code: 'vat_rate',
    category: 'vat_invoices',
    sortOrder: 10,
    question: {
      ar: 'هل أسعار الخطط تشمل ضريبة القيمة المضافة؟',
      en: 'Do plan prices include VAT?',
    },
    answer: {
      ar: 'تُخزَّن أسعار الخطط دون الضريبة، وتعرض صفحة الخطط السعر قبل الضريبة وبعدها. تُضاف ضريبة القيمة المضافة بنسبة ١٥٪ على السعر بعد الخصم ورمز الخصم، وتفصّلها الفاتورة.',
      en: "Plan prices are kept excluding VAT, and the Plans page shows the price before and after VAT. VAT at 15% is added to the price after the plan's discount and any promo code, and the invoice itemises it.",
    },
  },
  {
    code: 'invoice_download',
    category: 'vat_invoices',
    sortOrder: 20,
    question: {
      ar: 'أين أجد فواتيري وكيف أحمّلها؟',
      en: 'Where do I find my invoices and how do I download them?',
    },
    answer: {
      ar: 'في صفحة الفواتير تجد كل فواتيرك مع حالتها. افتح الفاتورة لترى تفاصيلها وحمّلها بصيغة PDF. تحمل كل فاتورة رقماً متسلسلاً بالشكل INV-السنة-الرقم، والرقم الضريبي للبائع ورمز QR حسب متطلبات هيئة الزكاة والضريبة والجمارك.',
      en: "The Invoices page lists all your invoices with their status. Open an invoice to see its details and download it as a PDF. Each invoice carries a sequential number like INV-<year>-<number>, the seller's VAT registration number and a QR code as ZATCA requires.",
    },
  },
  {
    code: 'invoice_due',
    category: 'vat_invoices',
    sortOrder: 30,
    question: {
      ar: 'متى تُستحق الفاتورة ومتى يبدأ الاشتراك؟',
      en: 'When is an invoice due and when does the subscription start?',
    },
    answer: {
      ar: 'تُصدر الفاتورة عند الاشتراك وتُستحق خلال ٧ أيام. يبدأ الاشتراك عند دفعها، ويصلك الإيصال بالبريد. الفاتورة المجانية (التجربة) تُعدّ مدفوعة فوراً. وإذا فشل الدفع يصلك إشعار بذلك بالبريد.',
      en: 'The invoice is issued when you subscribe and is due within 7 days. The subscription starts when it is paid, and the receipt is e-mailed to you. A free invoice (the trial) counts as paid at once. If a payment fails, you are told so by e-mail.',
    },
  },
  // ------------------------------------------------------------------ calendar and bookings
  {
    code: 'booking_add',
    category: 'calendar_bookings',
    sortOrder: 10,
    question: {
      ar: 'كيف أسجّل حجزاً؟',
      en: 'How do I record a booking?',
    },
    answer: {
      ar: 'من صفحة الحجوزات أو من التقويم اختر العقار والتواريخ وعدد الضيوف وبيانات الضيف ومصدر الحجز (مباشر، هاتف، Airbnb، Booking.com، جاذر إن...). يُحسب السعر تلقائياً ويُحفظ مع الحجز كما كان وقت الحجز.',
      en: "From the Bookings page or the calendar choose the property, the dates, the number of guests, the guest's details and the booking source (Direct, Phone, Airbnb, Booking.com, Gathern...). The price is worked out for you and kept with the booking as it was when booked.",
    },
  },
  {
    code: 'booking_no_overlap',
    category: 'calendar_bookings',
    sortOrder: 20,
    question: {
      ar: 'هل يمكن أن يُحجز العقار مرتين في الليلة نفسها؟',
      en: 'Can a property be booked twice for the same night?',
    },
    answer: {
      ar: 'لا. يُرفض أي حجز يتداخل مع حجز آخر أو مع ليلة مغلقة، حتى لو أُرسل الطلبان في اللحظة نفسها. يوم المغادرة لا يُحسب ليلة، فيمكن أن يبدأ حجز جديد في يوم مغادرة الضيف السابق. في المباني يُحجز حتى عدد وحدات النوع.',
      en: 'No. A booking that overlaps another booking or a closed night is refused, even when both requests arrive at the same moment. The check-out day is not a night, so a new booking may start on the day the previous guest leaves. In buildings a unit type is booked up to its number of units.',
    },
  },
  {
    code: 'calendar_close_days',
    category: 'calendar_bookings',
    sortOrder: 30,
    question: {
      ar: 'كيف أغلق أياماً أو أغيّر سعر يوم معيّن؟',
      en: 'How do I close days or change the price of a given day?',
    },
    answer: {
      ar: 'في التقويم حدّد الأيام ثم اختر إغلاقها أو ضع لها سعراً خاصاً. سعر اليوم يتقدّم على سعر الموسم والسعر الأساسي، والأيام المغلقة لا تقبل حجوزات.',
      en: "On the calendar select the days, then close them or give them their own price. A day's price comes before the season's and the base price, and closed days take no bookings.",
    },
  },
  // ------------------------------------------------------------------ channels and iCal
  {
    code: 'channels_other_sites',
    category: 'channels_ical',
    sortOrder: 10,
    question: {
      ar: 'أعرض عقاري على Airbnb وBooking.com، كيف أتجنب الحجز المزدوج؟',
      en: 'My property is on Airbnb and Booking.com; how do I avoid double bookings?',
    },
    answer: {
      ar: 'سجّل كل حجز يصلك من منصة أخرى في نزل مع مصدره (Airbnb، Booking.com، جاذر إن، Vrbo، Expedia، Agoda)؛ فتُغلق لياليه في التقويم ويُرفض أي حجز متداخل معها. يمكنك أيضاً إضافة مصادر حجز خاصة بك من صفحة التعريفات.',
      en: 'Record every booking that reaches you from another site in Nuzul with its source (Airbnb, Booking.com, Gathern, Vrbo, Expedia, Agoda); its nights are then taken on the calendar and any overlapping booking is refused. You can also add booking sources of your own on the Definitions page.',
    },
  },
  {
    code: 'channels_ical_sync',
    category: 'channels_ical',
    sortOrder: 20,
    question: {
      ar: 'هل يدعم نزل مزامنة التقويم عبر iCal؟',
      en: 'Does Nuzul sync calendars through iCal?',
    },
    answer: {
      ar: 'المزامنة التلقائية عبر روابط iCal مع المنصات الأخرى غير متاحة بعد. إلى أن تتوفر، سجّل حجوزات المنصات الأخرى في نزل بمصدرها ليبقى التقويم صحيحاً. ستظهر حالة المزامنة وسجلاتها في صفحة القنوات عند إضافتها، وتصلك إشعارات المزامنة.',
      en: "Automatic syncing through iCal links with other sites is not available yet. Until it is, record other sites' bookings in Nuzul with their source so the calendar stays right. Sync status and logs will show on the Channels page once it is added, and you will get sync notifications.",
    },
  },
  // ------------------------------------------------------------------ security and two-factor
  {
    code: 'mfa_enable',
    category: 'security_mfa',
    sortOrder: 10,
    question: {
      ar: 'كيف أفعّل المصادقة الثنائية؟',
      en: 'How do I turn on two-factor authentication?',
    },
    answer: {
      ar: 'من الإعدادات اختر تفعيل المصادقة الثنائية، وامسح رمز QR بتطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator)، ثم أدخل الرمز المكوّن من ٦ أرقام للتأكيد. بعد ذلك يُطلب الرمز عند كل تسجيل دخول، وتُنهى جلساتك الأخرى.',
      en: 'In Settings choose to turn on two-factor authentication, scan the QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the 6-digit code to confirm. From then on the code is asked at every sign-in, and your other sessions are ended.',
    },
  },
  {
    code: 'mfa_recovery_codes',
    category: 'security_mfa',
    sortOrder: 20,
    question: {
      ar: 'فقدت هاتفي، كيف أدخل إلى حسابي؟',
      en: 'I lost my phone; how do I get into my account?',
    },
    answer: {
      ar: 'عند تفعيل المصادقة الثنائية تحصل على ١٠ رموز استرداد تُعرض مرة واحدة فقط. استخدم أحدها مكان رمز التطبيق عند تسجيل الدخول؛ كل رمز يعمل مرة واحدة. احفظ الرموز في مكان آمن.',
      en: "When you turn on two-factor authentication you get 10 recovery codes, shown only once. Use one instead of the app's code when signing in; each code works once. Keep them somewhere safe.",
    },
  },
  {
    code: 'security_password',
    category: 'security_mfa',
    sortOrder: 30,
    question: {
      ar: 'نسيت كلمة المرور، ماذا أفعل؟',
      en: 'I forgot my password; what do I do?',
    },
    answer: {
      ar: 'اختر «نسيت كلمة المرور» في صفحة الدخول وأدخل بريدك، فيصلك رمز تحقق. بعد إدخاله عيّن كلمة مرور جديدة من ٨ أحرف على الأقل. تغيير كلمة المرور يُنهي جميع جلساتك المفتوحة على الأجهزة الأخرى.',
      en: 'Choose "Forgot password" on the sign-in page and enter your e-mail; a verification code is sent to you. After entering it, set a new password of at least 8 characters. Changing the password ends all your sessions open on other devices.',
    },
  },
  // ------------------------------------------------------------------ notifications
  {
    code: 'notifications_kinds',
    category: 'notifications',
    sortOrder: 10,
    question: {
      ar: 'ما الإشعارات التي تصلني؟',
      en: 'Which notifications do I get?',
    },
    answer: {
      ar: 'تصلك إشعارات الحجوزات والمدفوعات وحالة المزامنة وتفعيل المصادقة الثنائية. تظهر فوراً في جرس الإشعارات دون إعادة تحميل الصفحة، وتجدها كلها في مركز الإشعارات، ويصلك بعضها بالبريد بلغة حسابك.',
      en: "You get notifications of bookings, payments, sync status and two-factor being turned on. They appear at once in the notification bell without reloading the page, all of them are in the notification center, and some also reach you by e-mail in your account's language.",
    },
  },
  {
    code: 'notifications_preferences',
    category: 'notifications',
    sortOrder: 20,
    question: {
      ar: 'كيف أوقف نوعاً من الإشعارات؟',
      en: 'How do I turn off a kind of notification?',
    },
    answer: {
      ar: 'من إعدادات الإشعارات فعّل أو أوقف كل نوع (الحجوزات، المدفوعات، المزامنة، المصادقة الثنائية). يجب أن يبقى نوع واحد على الأقل مفعّلاً. إيصال الدفع وتنبيه الأمان يُرسلان بالبريد دائماً.',
      en: "In the notification settings turn each kind on or off (bookings, payments, sync, two-factor). At least one kind must stay on. A payment's receipt and the security notice are always e-mailed.",
    },
  },
  {
    code: 'notifications_mark_read',
    category: 'notifications',
    sortOrder: 30,
    question: {
      ar: 'كيف أعلّم الإشعارات كمقروءة؟',
      en: 'How do I mark notifications as read?',
    },
    answer: {
      ar: 'افتح جرس الإشعارات أو مركز الإشعارات، واختر الإشعار لتعليمه مقروءاً أو «تعليم الكل كمقروء». يتحدث العدد في الجرس فوراً في كل النوافذ المفتوحة.',
      en: 'Open the notification bell or the notification center and choose a notification to mark it read, or "Mark all as read". The bell\'s count updates at once in every open tab.',
    },
  },
];
