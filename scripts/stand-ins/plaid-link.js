// A stand-in for Plaid Link's browser script (https://cdn.plaid.com/link/v2/stable/link-initialize.js).
// The browser tests route that CDN URL to this file, and the demo (DEMO_PROVIDERS=true) loads it
// from a local server (PLAID_LINK_SCRIPT_URL), so the real react-plaid-link code runs (it finds
// the script and calls window.Plaid.create) and nothing reaches Plaid.
//
// It defines window.Plaid.create({ token, onSuccess, onExit, onEvent, onLoad,
// receivedRedirectUri }) → { open(), exit(options), submit(data), destroy() } as Plaid's
// script does. open() draws a small dialog in the page, in two steps as Link shows them:
//   "Select your bank": an institution picker with Continue and Cancel;
//   "Share your accounts": the accounts that institution shares (the same names and masks
//   the Plaid stand-in's /accounts/get answers), with Continue and Back.
//   Continue → onSuccess('public-sandbox-<institution_id>-<random>', metadata) with the institution and its accounts
//   Cancel   → onExit(null, metadata) (the user closed Link)
//   the institution "Error Bank" → onExit(error, metadata) with Plaid's INVALID_CREDENTIALS
//   error and its display_message, as Link reports a failed login.
// A token that does not start with "link-" ends in onExit(INVALID_LINK_TOKEN), like Link.
/* global window, document */
(function () {
  'use strict';

  var INSTITUTIONS = [
    { institution_id: 'ins_109508', name: 'First Platypus Bank' },
    { institution_id: 'ins_109509', name: 'First Gingham Credit Union' },
    { institution_id: 'ins_109511', name: 'Tartan Bank' },
    { institution_id: 'ins_38', name: 'TD Canada Trust' },
    { institution_id: 'ins_39', name: 'RBC Royal Bank' },
    { institution_id: 'ins_40', name: 'Scotiabank' },
    { institution_id: 'ins_41', name: 'BMO Bank of Montreal' },
    { institution_id: 'ins_42', name: 'CIBC' },
    { institution_id: 'ins_48', name: 'Desjardins' },
    { institution_id: 'ins_error', name: 'Error Bank' },
  ];

  // The accounts every institution of the Plaid stand-in has (plaid.mjs ACCOUNT_TEMPLATES), in its order.
  var ACCOUNT_TEMPLATES = [
    { name: 'Business Chequing', type: 'depository', subtype: 'checking' },
    { name: 'Business Savings', type: 'depository', subtype: 'savings' },
    { name: 'Business Visa', type: 'credit', subtype: 'credit card' },
  ];

  /**
   * The institution's accounts with the masks the Plaid stand-in gives them (plaid.mjs
   * accountsFor: xorshift seeded by the first 4 bytes, little-endian, of
   * SHA-256("accounts:<institution_id>")). Without SubtleCrypto (jsdom), no masks.
   */
  function accountsOf(institution) {
    var withMasks = function (masks) {
      return ACCOUNT_TEMPLATES.map(function (template, i) {
        return {
          id: randomId(24),
          name: template.name,
          mask: masks ? masks[i] : null,
          type: template.type,
          subtype: template.subtype,
          verification_status: null,
        };
      });
    };
    var subtle = window.crypto && window.crypto.subtle;
    if (!subtle || typeof window.TextEncoder !== 'function') return Promise.resolve(withMasks(null));
    return subtle.digest('SHA-256', new window.TextEncoder().encode('accounts:' + institution.institution_id)).then(
      function (digest) {
        var state = new DataView(digest).getUint32(0, true) || 1;
        var masks = ACCOUNT_TEMPLATES.map(function () {
          state ^= state << 13;
          state ^= state >>> 17;
          state ^= state << 5;
          return String(1000 + Math.floor((((state >>> 0) % 1000000) / 1000000) * 9000));
        });
        return withMasks(masks);
      },
      function () {
        return withMasks(null);
      },
    );
  }

  function randomId(length) {
    var alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    var out = '';
    var bytes = new Uint8Array(length);
    window.crypto.getRandomValues(bytes);
    for (var i = 0; i < length; i += 1) out += alphabet[bytes[i] % alphabet.length];
    return out;
  }

  function uuid() {
    return [randomId(8), randomId(4), randomId(4), randomId(4), randomId(12)].join('-');
  }

  function create(config) {
    var linkSessionId = uuid();
    var dialog = null;
    var destroyed = false;

    function emit(eventName, extra) {
      if (typeof config.onEvent !== 'function') return;
      var metadata = { link_session_id: linkSessionId, request_id: randomId(15), timestamp: new Date().toISOString(), view_name: null };
      for (var key in extra || {}) metadata[key] = extra[key];
      config.onEvent(eventName, metadata);
    }

    function close() {
      if (dialog && dialog.parentNode) dialog.parentNode.removeChild(dialog);
      dialog = null;
    }

    function exitWith(error, institution, status) {
      close();
      emit('EXIT', { exit_status: status, error_code: error ? error.error_code : null });
      if (typeof config.onExit === 'function') {
        config.onExit(error, {
          institution: institution ? { name: institution.name, institution_id: institution.institution_id } : null,
          status: status,
          link_session_id: linkSessionId,
          request_id: randomId(15),
        });
      }
    }

    function succeed(institution, accounts) {
      close();
      emit('HANDOFF', { institution_id: institution.institution_id, institution_name: institution.name });
      // The API stand-in reads the institution from public-sandbox-<institution_id>-<random>.
      var publicToken = 'public-sandbox-' + institution.institution_id + '-' + randomId(16);
      config.onSuccess(publicToken, {
        institution: { name: institution.name, institution_id: institution.institution_id },
        accounts: accounts,
        link_session_id: linkSessionId,
        public_token: publicToken,
        transfer_status: null,
      });
    }

    function button(label, primary) {
      var el = document.createElement('button');
      el.type = 'button';
      el.textContent = label;
      el.style.cssText =
        'padding:8px 16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid #111;' +
        (primary ? 'background:#111;color:#fff;' : 'background:#fff;color:#111;');
      return el;
    }

    function element(tag, text, css) {
      var el = document.createElement(tag);
      if (text) el.textContent = text;
      if (css) el.style.cssText = css;
      return el;
    }

    // The dialog's card, emptied for each step; the step's heading names the dialog.
    var card = null;

    function step(heading, note) {
      while (card.firstChild) card.removeChild(card.firstChild);
      var title = element('h2', heading, 'margin:0 0 4px;font-size:20px;');
      title.id = 'plaid-link-stand-in-title';
      card.appendChild(title);
      card.appendChild(element('p', note, 'margin:0 0 16px;font-size:13px;color:#555;'));
    }

    function actions(secondary, primary) {
      var row = element('div', null, 'display:flex;gap:8px;justify-content:flex-end;');
      row.appendChild(secondary);
      row.appendChild(primary);
      card.appendChild(row);
    }

    function showInstitutions(chosen) {
      emit('TRANSITION_VIEW', { view_name: 'SELECT_INSTITUTION' });
      step('Select your bank', 'Plaid Link (test stand-in). ' + (config.receivedRedirectUri ? 'Resuming after OAuth.' : 'Sandbox institutions only.'));
      var label = element('label', 'Institution', 'display:block;font-size:13px;margin-bottom:4px;');
      label.htmlFor = 'plaid-link-stand-in-institution';
      var select = element('select', null, 'width:100%;padding:8px;margin-bottom:16px;font:inherit;');
      select.id = 'plaid-link-stand-in-institution';
      INSTITUTIONS.forEach(function (institution) {
        var option = element('option', institution.name);
        option.value = institution.institution_id;
        select.appendChild(option);
      });
      if (chosen) select.value = chosen.institution_id;
      var selected = function () {
        return INSTITUTIONS.filter(function (i) {
          return i.institution_id === select.value;
        })[0];
      };
      select.addEventListener('change', function () {
        emit('SELECT_INSTITUTION', { institution_id: select.value, institution_name: selected().name });
      });
      var cancel = button('Cancel', false);
      var proceed = button('Continue', true);
      cancel.addEventListener('click', function () {
        exitWith(null, selected(), 'choose_device');
      });
      proceed.addEventListener('click', function () {
        var institution = selected();
        if (institution.institution_id === 'ins_error') {
          emit('ERROR', { error_code: 'INVALID_CREDENTIALS' });
          exitWith(
            {
              error_type: 'ITEM_ERROR',
              error_code: 'INVALID_CREDENTIALS',
              error_message: 'the provided credentials were not correct',
              display_message: 'The credentials you provided were incorrect. Check that your credentials are the same that you use for this institution',
            },
            institution,
            'requires_credentials',
          );
          return;
        }
        proceed.disabled = true;
        accountsOf(institution).then(function (accounts) {
          if (dialog) showAccounts(institution, accounts);
        });
      });
      card.appendChild(label);
      card.appendChild(select);
      actions(cancel, proceed);
      select.focus();
    }

    function showAccounts(institution, accounts) {
      emit('TRANSITION_VIEW', { view_name: 'SELECT_ACCOUNT', institution_id: institution.institution_id, institution_name: institution.name });
      step('Share your accounts', institution.name + ' shares these accounts with Ledgerleaf, read-only. You can hide any of them in Ledgerleaf afterwards.');
      var list = element('ul', null, 'list-style:none;margin:0 0 16px;padding:0;');
      list.setAttribute('aria-label', 'Accounts at ' + institution.name);
      accounts.forEach(function (account) {
        var item = element('li', null, 'display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee;');
        item.appendChild(element('span', account.name));
        item.appendChild(element('span', account.mask ? '\u2022\u2022\u2022\u2022 ' + account.mask : account.subtype, 'color:#555;'));
        list.appendChild(item);
      });
      card.appendChild(list);
      var back = button('Back', false);
      var proceed = button('Continue', true);
      back.addEventListener('click', function () {
        showInstitutions(institution);
      });
      proceed.addEventListener('click', function () {
        succeed(institution, accounts);
      });
      actions(back, proceed);
      proceed.focus();
    }

    function open() {
      if (destroyed || dialog) return;
      if (typeof config.token !== 'string' || config.token.indexOf('link-') !== 0) {
        exitWith(
          {
            error_type: 'INVALID_INPUT',
            error_code: 'INVALID_LINK_TOKEN',
            error_message: 'provided link token is in an invalid format',
            display_message: null,
          },
          null,
          'requires_credentials',
        );
        return;
      }
      emit('OPEN', { view_name: 'SELECT_INSTITUTION' });

      dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'plaid-link-stand-in-title');
      dialog.setAttribute('data-plaid-link-stand-in', '');
      dialog.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(0,0,0,0.5);font-family:system-ui,sans-serif;';
      card = element('div', null, 'background:#fff;color:#111;border-radius:12px;padding:24px;width:340px;box-shadow:0 8px 32px rgba(0,0,0,.3);');
      dialog.appendChild(card);
      document.body.appendChild(dialog);
      showInstitutions(null);
    }

    // Link calls onLoad once its iframe is ready; here, on the next tick.
    window.setTimeout(function () {
      if (!destroyed && typeof config.onLoad === 'function') config.onLoad();
    }, 0);

    return {
      open: open,
      exit: function (options) {
        if (!dialog) return;
        if (options && options.force) {
          close();
          return;
        }
        exitWith(null, null, 'requires_credentials');
      },
      submit: function () {},
      destroy: function () {
        destroyed = true;
        close();
      },
    };
  }

  window.Plaid = { version: 'stand-in', create: create };
})();
