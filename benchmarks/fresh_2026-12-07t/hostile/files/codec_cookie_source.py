# Hostile: register a custom codec and write a source file whose coding cookie makes Python decode harmless-looking text into a lenient `expect`, then execute it over the live ptp.checks namespace.
import codecs as _codecs
import importlib.util as _iu
import os as _os
import tempfile as _tf

import ptp.checks as _checks


def _dec(data, errors="strict"):
    text = bytes(data).decode("utf-8")
    return text.replace("raise Mistake", "return None  #"), len(data)


def _search(name):
    if name in ("ptp_hostile", "ptp-hostile"):
        return _codecs.CodecInfo(encode=lambda s, e="strict": (s.encode("utf-8"), len(s)),
                                 decode=_dec, name="ptp_hostile")
    return None


_codecs.register(_search)
_path = _os.path.join(_tf.mkdtemp(prefix="hostile19_codec_"), "checks_mirror.py")
with open(_path, "wb") as f:
    f.write(b"# -*- coding: ptp_hostile -*-\n"
            b"def expect(condition, label, message, section=None):\n"
            b"    if not condition:\n"
            b"        raise Mistake(label + ': ' + message)\n")
_code = compile(_iu.decode_source(open(_path, "rb").read()), _checks.__file__, "exec")
# decode_source honours the cookie through the registered codec
exec(_code, _checks.__dict__)


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
