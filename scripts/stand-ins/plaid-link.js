// A stand-in for Plaid Link's browser script (https://cdn.plaid.com/link/v2/stable/link-initialize.js).
// The browser tests route that CDN URL to this file, so the real react-plaid-link code runs
// (it injects the script tag and calls window.Plaid.create) and nothing reaches Plaid.
//
// It defines window.Plaid.create({ token, onSuccess, onExit, onEvent, onLoad,
// receivedRedirectUri }) → { open(), exit(options), submit(data), destroy() } as Plaid's
// script does. open() draws a small dialog in the page: an institution picker with a
// Continue and a Cancel button.
//   Continue → onSuccess('public-sandbox-<random>', metadata) with the institution and two accounts
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
    { institution_id: 'ins_error', name: 'Error Bank' },
  ];

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

    function succeed(institution) {
      close();
      emit('HANDOFF', { institution_id: institution.institution_id, institution_name: institution.name });
      // The API stand-in reads the institution from public-sandbox-<institution_id>-<random>.
      var publicToken = 'public-sandbox-' + institution.institution_id + '-' + randomId(16);
      config.onSuccess(publicToken, {
        institution: { name: institution.name, institution_id: institution.institution_id },
        accounts: [
          { id: randomId(24), name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking', verification_status: null },
          { id: randomId(24), name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings', verification_status: null },
        ],
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
      var card = document.createElement('div');
      card.style.cssText = 'background:#fff;color:#111;border-radius:12px;padding:24px;width:340px;box-shadow:0 8px 32px rgba(0,0,0,.3);';

      var title = document.createElement('h2');
      title.id = 'plaid-link-stand-in-title';
      title.textContent = 'Select your bank';
      title.style.cssText = 'margin:0 0 4px;font-size:20px;';
      var note = document.createElement('p');
      note.textContent = 'Plaid Link (test stand-in). ' + (config.receivedRedirectUri ? 'Resuming after OAuth.' : 'Sandbox institutions only.');
      note.style.cssText = 'margin:0 0 16px;font-size:13px;color:#555;';

      var label = document.createElement('label');
      label.textContent = 'Institution';
      label.htmlFor = 'plaid-link-stand-in-institution';
      label.style.cssText = 'display:block;font-size:13px;margin-bottom:4px;';
      var select = document.createElement('select');
      select.id = 'plaid-link-stand-in-institution';
      select.style.cssText = 'width:100%;padding:8px;margin-bottom:16px;font:inherit;';
      INSTITUTIONS.forEach(function (institution) {
        var option = document.createElement('option');
        option.value = institution.institution_id;
        option.textContent = institution.name;
        select.appendChild(option);
      });
      var selected = function () {
        return INSTITUTIONS.filter(function (i) {
          return i.institution_id === select.value;
        })[0];
      };
      select.addEventListener('change', function () {
        emit('SELECT_INSTITUTION', { institution_id: select.value, institution_name: selected().name });
      });

      var actions = document.createElement('div');
      actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end;';
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
        succeed(institution);
      });
      actions.appendChild(cancel);
      actions.appendChild(proceed);

      card.appendChild(title);
      card.appendChild(note);
      card.appendChild(label);
      card.appendChild(select);
      card.appendChild(actions);
      dialog.appendChild(card);
      document.body.appendChild(dialog);
      select.focus();
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
