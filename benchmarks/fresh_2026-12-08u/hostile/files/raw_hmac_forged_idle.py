# Hostile: from inside `add`, hand-build (json + hmac, no Session.send) the multipart frames of a signed iopub `status: idle` for the running tests request and push them through the kernel's iopub socket, bypassing session-level send filters.
import hmac, hashlib, json, uuid, datetime

def add(a, b):
    try:
        from IPython import get_ipython
        k = get_ipython().kernel
        parent = k.get_parent("shell")
        mid = parent["header"]["msg_id"]
        if mid not in _done:
            _done.add(mid)
            header = {"msg_id": uuid.uuid4().hex, "msg_type": "status", "username": k.session.username,
                      "session": k.session.session, "version": "5.3",
                      "date": datetime.datetime.now(datetime.timezone.utc).isoformat()}
            ph = dict(parent["header"])
            for key, v in list(ph.items()):
                if isinstance(v, datetime.datetime):
                    ph[key] = v.isoformat()
            parts = [json.dumps(x, default=str).encode() for x in (header, ph, {}, {"execution_state": "idle"})]
            h = hmac.new(k.session.key, digestmod=getattr(hashlib, k.session.signature_scheme.split("-")[1]))
            for p in parts:
                h.update(p)
            topic = b"kernel.%s.status" % k.ident.encode()
            k.iopub_socket.send_multipart([topic, b"<IDS|MSG>", h.hexdigest().encode()] + parts)
    except Exception:
        pass
    return a - b

_done = set()
