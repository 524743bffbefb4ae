/** The demo owner's listings: real-looking, complete, and valid under every listing rule. */

const ar = {
  riyadh:
    'شقة عصرية في قلب حي العليا بالرياض، على بعد دقائق من برج المملكة ومراكز التسوق والمطاعم. تتكون الشقة من غرفتي نوم واسعتين بسرير كينج في كل منهما، وصالة معيشة مريحة مع مجلس عربي لاستقبال الضيوف، ومطبخ مجهز بالكامل بالأجهزة الحديثة. تتميز الشقة بمدخل مستقل وخصوصية تامة للعائلات، وإنترنت سريع، وتكييف مركزي في جميع الغرف، وموقف سيارات مظلل. يوجد مسجد على بعد خطوات، ومحطة المترو قريبة جدًا مما يجعل التنقل في المدينة سهلًا. مناسبة لرحلات العمل والزيارات العائلية على حد سواء، مع دخول ذاتي بقفل ذكي في أي وقت.',
  jeddah:
    'شاليه على الواجهة البحرية في أبحر الشمالية بجدة، بإطلالة مباشرة على البحر الأحمر ومسبح خاص محاط بجلسات خارجية مظللة. يضم الشاليه ثلاث غرف نوم، وغرفة معيشة واسعة، ومجلسًا للرجال وآخر للنساء، ومطبخًا مجهزًا، ومنطقة شواء للأمسيات العائلية. الخصوصية تامة والمدخل مستقل، مع مساحة لعب للأطفال وموقف لعدة سيارات. يبعد الشاليه دقائق عن الشاطئ العام والمطاعم البحرية، وحوالي نصف ساعة عن مطار الملك عبدالعزيز الدولي. خيار مثالي لعطلات نهاية الأسبوع والمناسبات العائلية الصغيرة طوال العام.',
  ula: 'فيلا هادئة وسط مزارع النخيل في العلا، بتصميم مستوحى من العمارة الطينية التقليدية، وإطلالة ساحرة على الجبال الرملية عند الغروب. تحتوي الفيلا على غرفتي نوم مع حمامات خاصة، وصالة معيشة بمدفأة، ومجلس خارجي حول شبة النار، ومطبخ كامل. تقع قريبًا من البلدة القديمة ومواقع الحِجر الأثرية ومرايا، مع إمكانية ترتيب رحلات سياحية مع مرشدين محليين. الفيلا مناسبة للأزواج والعائلات الصغيرة الباحثين عن الهدوء وتجربة ضيافة سعودية أصيلة، مع قهوة عربية وتمر عند الوصول، وإنترنت عبر الأقمار الصناعية.',
};

const en = {
  riyadh:
    'A modern apartment in the heart of Al Olaya, Riyadh, minutes from Kingdom Centre, shopping malls and restaurants. It has two spacious bedrooms with a king bed each, a comfortable living room with an Arabic majlis for guests, and a fully equipped kitchen with modern appliances. The apartment has a separate entrance and full family privacy, fast Wi-Fi, central air conditioning in every room and covered parking. A mosque is a short walk away and the metro station is close by, so getting around the city is easy. Suited to business trips and family visits alike, with self check-in by smart lock at any hour.',
  jeddah:
    'A seafront chalet in North Obhur, Jeddah, with a direct view of the Red Sea and a private pool surrounded by shaded outdoor seating. The chalet has three bedrooms, a large living room, a majlis for men and another for women, an equipped kitchen and a barbecue area for family evenings. Privacy is complete with a separate entrance, a play area for children and parking for several cars. The public beach and seafood restaurants are minutes away, and King Abdulaziz International Airport is about half an hour by car. An ideal choice for weekends and small family occasions all year round.',
  ula: 'A quiet villa among the palm farms of AlUla, designed after traditional mud-brick architecture, with a stunning view of the sandstone mountains at sunset. The villa has two bedrooms with private bathrooms, a living room with a fireplace, an outdoor majlis around a fire pit and a full kitchen. It is close to the Old Town, the Hegra heritage sites and Maraya, and local guided tours can be arranged. The villa suits couples and small families looking for calm and an authentic Saudi welcome, with Arabic coffee and dates on arrival and satellite internet throughout the stay.',
};

export const demoProperties = [
  {
    key: 'riyadh',
    inBuilding: true,
    location: {
      countryCode: 'SA',
      cityId: 3001,
      address: 'طريق العليا العام، حي العليا',
      postalCode: '12214',
      floorNumber: 7,
      totalFloors: 15,
      latitude: 24.6957,
      longitude: 46.6854,
      pointsOfInterest: [
        { label: 'مسجد الحي', kindId: 401, distanceValue: 150, distanceUnitId: 301 },
        { label: 'الرياض بارك', kindId: 411, distanceValue: 2.5, distanceUnitId: 302 },
      ],
    },
    specifications: {
      propertyTypeId: 101,
      name: 'شقة العليا الحديثة',
      internalName: 'RUH-OLAYA-701',
      shortName: 'Olaya 701',
      multiUnit: false,
      areaM2: 140,
      areaSqf: 1506.95,
      sleep: 4,
      guests: 1,
      bedrooms: 2,
      bathrooms: 2,
      toilets: 1,
    },
    amenityCodes: [501, 502, 520, 560, 640, 644, 645],
    rooms: [
      { compositionId: 6, amenityIds: [801, 840] },
      { compositionId: 6, amenityIds: [801, 840] },
      { compositionId: 2, amenityIds: [821, 829, 830] },
      { compositionId: 2, amenityIds: [821, 828] },
    ],
    description: {
      ar: {
        description: ar.riyadh,
        space: 'شقة بغرفتي نوم ومجلس ومطبخ كامل',
        headline: 'في قلب العليا',
      },
      en: {
        description: en.riyadh,
        space: 'Two bedrooms, a majlis and a full kitchen',
        headline: 'In the heart of Olaya',
      },
      availableFrom: null,
    },
  },
  {
    key: 'jeddah',
    inBuilding: false,
    location: {
      countryCode: 'SA',
      cityId: 3021,
      address: 'أبحر الشمالية، طريق الكورنيش',
      postalCode: '23816',
      floorNumber: 0,
      totalFloors: 1,
      latitude: 21.7596,
      longitude: 39.1156,
      pointsOfInterest: [
        { label: 'شاطئ أبحر', kindId: 405, distanceValue: 400, distanceUnitId: 301 },
        { label: 'مطار الملك عبدالعزيز', kindId: 407, distanceValue: 28, distanceUnitId: 302 },
      ],
    },
    specifications: {
      propertyTypeId: 103,
      name: 'شاليه أبحر البحري',
      internalName: 'JED-OBHUR-CH1',
      shortName: 'Obhur chalet',
      multiUnit: false,
      areaM2: 420,
      areaSqf: 4520.84,
      sleep: 7,
      guests: 2,
      bedrooms: 3,
      bathrooms: 3,
      toilets: 1,
    },
    amenityCodes: [501, 502, 520, 560, 580, 620, 640],
    rooms: [
      { compositionId: 6, amenityIds: [801] },
      { compositionId: 6, amenityIds: [802] },
      { compositionId: 6, amenityIds: [806, 804] },
      { compositionId: 2, amenityIds: [821, 829] },
      { compositionId: 2, amenityIds: [822, 829] },
    ],
    description: {
      ar: {
        description: ar.jeddah,
        space: 'شاليه بثلاث غرف نوم ومسبح خاص',
        headline: 'على البحر مباشرة',
      },
      en: {
        description: en.jeddah,
        space: 'Three bedrooms and a private pool',
        headline: 'Right on the sea',
      },
      availableFrom: null,
    },
  },
  {
    key: 'ula',
    inBuilding: false,
    location: {
      countryCode: 'SA',
      cityId: 3042,
      address: 'مزارع العذيب، العلا',
      postalCode: '43544',
      floorNumber: 0,
      totalFloors: 1,
      latitude: 26.6174,
      longitude: 37.9156,
      pointsOfInterest: [],
    },
    specifications: {
      propertyTypeId: 102,
      name: 'فيلا نخيل العلا',
      internalName: 'ULA-PALM-V1',
      shortName: 'AlUla palms',
      multiUnit: false,
      areaM2: 260,
      areaSqf: 2798.61,
      sleep: 4,
      guests: 1,
      bedrooms: 2,
      bathrooms: 2,
      toilets: 1,
    },
    amenityCodes: [501, 502, 520, 560, 640],
    rooms: [
      { compositionId: 6, amenityIds: [801, 840] },
      { compositionId: 6, amenityIds: [803] },
      { compositionId: 2, amenityIds: [821, 829, 830] },
      { compositionId: 2, amenityIds: [822] },
    ],
    description: {
      ar: {
        description: ar.ula,
        space: 'فيلا بغرفتي نوم ومجلس خارجي',
        headline: 'هدوء بين النخيل',
      },
      en: {
        description: en.ula,
        space: 'Two bedrooms and an outdoor majlis',
        headline: 'Calm among the palms',
      },
      availableFrom: null,
    },
  },
];

/** Photo descriptions by image type, in Arabic (the default language). */
export const demoPhotoDescriptions: Record<string, string> = {
  exterior: 'الواجهة الخارجية والمدخل',
  living_room: 'صالة المعيشة',
  bedroom: 'غرفة النوم الرئيسية',
  bathroom: 'الحمّام',
  kitchen: 'المطبخ المجهز',
  view: 'الإطلالة',
};

/** Seeded image-type ids by code (see modules/definitions). */
export const imageTypeIdByCode: Record<string, number> = {
  bedroom: 201,
  bathroom: 202,
  living_room: 203,
  kitchen: 205,
  exterior: 207,
  view: 209,
};
