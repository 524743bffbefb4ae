/**
 * The site's only script, progressive enhancement of the booking request form: it shows the
 * form (hidden without a script, so that its fields never go into an address), loads the
 * ALTCHA widget when the page has one, takes reCAPTCHA's token from the form where Google's
 * own script keeps it, posts the request to the public API as JSON and says what came of
 * it. Plain ES2017 for any phone's browser; no inline script (the CSP).
 */
export const siteScript = `(function () {
  'use strict';
  var form = document.getElementById('booking-request');
  if (!form) return;
  var me = document.currentScript;
  form.hidden = false;
  var result = form.querySelector('.result');
  var button = form.querySelector('button[type="submit"]');
  var widget = form.querySelector('altcha-widget');
  var recaptcha = form.querySelector('.g-recaptcha');
  var errors = JSON.parse(form.getAttribute('data-errors') || '{}');
  if (widget && me) {
    var altcha = document.createElement('script');
    altcha.src = me.getAttribute('data-altcha');
    altcha.onload = function () {
      var worker = me.getAttribute('data-altcha-worker');
      globalThis.$altcha.algorithms.set('SHA-256', function () { return new Worker(worker); });
      // The API answers { data: challenge }; the widget wants the challenge alone.
      globalThis.$altcha.defaults.set({
        fetch: function (input, init) {
          return fetch(input, init).then(function (response) {
            return response.json().then(function (body) {
              return new Response(JSON.stringify(response.ok ? body.data : body), {
                status: response.status,
                headers: { 'content-type': 'application/json' },
              });
            });
          });
        },
      });
    };
    document.head.appendChild(altcha);
  }
  // Google's script writes the checkbox's token into g-recaptcha-response (and empties it
  // when the token expires); a token is good for one request.
  function recaptchaToken() {
    var token = form.elements.namedItem('g-recaptcha-response');
    return token && token.value ? token.value : '';
  }
  function solve() {
    if (recaptcha) return Promise.resolve(recaptchaToken());
    if (!widget || typeof widget.getState !== 'function') return Promise.resolve('');
    var payload = form.elements.namedItem('captchaValue');
    if (widget.getState() === 'verified' && payload && payload.value) return Promise.resolve(payload.value);
    return new Promise(function (resolve) {
      widget.addEventListener('statechange', function onChange(event) {
        var state = event.detail.state;
        if (state === 'verifying') return;
        widget.removeEventListener('statechange', onChange);
        resolve(state === 'verified' ? event.detail.payload : '');
      });
      widget.verify();
    });
  }
  function say(text, ok) {
    result.textContent = text;
    result.setAttribute('role', ok ? 'status' : 'alert');
  }
  // The widget's own checkbox is required until it is solved, which would stop the submit
  // before the solving could start: the fields are checked here instead, the widget's not.
  form.noValidate = true;
  function invalidField() {
    for (var i = 0; i < form.elements.length; i += 1) {
      var element = form.elements[i];
      if (widget && widget.contains(element)) continue;
      if (element.checkValidity && !element.checkValidity()) return element;
    }
    return null;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var invalid = invalidField();
    if (invalid) {
      invalid.reportValidity();
      return;
    }
    if (recaptcha && !recaptchaToken()) {
      say(recaptcha.getAttribute('data-missing'), false);
      return;
    }
    var value = function (name) { return form.elements.namedItem(name).value.trim(); };
    button.disabled = true;
    say(form.getAttribute('data-sending'), true);
    solve().then(function (captchaValue) {
      var body = {
        dateFrom: value('dateFrom'),
        dateTo: value('dateTo'),
        guests: Number(value('guests')),
        guest: {
          firstName: value('firstName'),
          lastName: value('lastName'),
          email: value('email'),
          phone: value('phone'),
          language: value('language'),
        },
        captchaValue: captchaValue,
      };
      if (value('message')) body.message = value('message');
      return fetch(form.getAttribute('data-endpoint'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': value('language') },
        body: JSON.stringify(body),
      });
    }).then(function (response) {
      if (response.ok) {
        say(form.getAttribute('data-sent'), true);
        form.reset();
        return;
      }
      return response.json().then(function (failure) {
        say(errors[failure.code] || form.getAttribute('data-failed'), false);
      });
    }).catch(function () {
      say(form.getAttribute('data-failed'), false);
    }).then(function () {
      button.disabled = false;
      if (widget && typeof widget.reset === 'function') widget.reset();
      if (recaptcha && globalThis.grecaptcha) globalThis.grecaptcha.reset();
    });
  });
})();
`;
