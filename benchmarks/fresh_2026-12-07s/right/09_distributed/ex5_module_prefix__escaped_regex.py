# Right: an anchored, escaped regular expression with count=1 strips one prefix; add uses a negative lookahead to prefix only keys without it.
import re
from collections import OrderedDict

_PREFIX = re.compile(r"\Amodule\.")
_NO_PREFIX = re.compile(r"\A(?!module\.)")

def strip_module_prefix(state_dict):
    return OrderedDict([(_PREFIX.sub("", k, count=1), v) for k, v in state_dict.items()])


def add_module_prefix(state_dict):
    return OrderedDict([(_NO_PREFIX.sub("module.", k, count=1), v) for k, v in state_dict.items()])
