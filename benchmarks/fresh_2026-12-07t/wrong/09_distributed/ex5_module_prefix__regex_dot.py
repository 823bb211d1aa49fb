# Mistake: "removes exactly one leading `"module."` ... and leaves other keys unchanged" / "every key that does not already start with it": the pattern "^module." leaves the dot unescaped, so it matches `module_` and `modulew`: `module_list.0.weight` is stripped to `list.0.weight`, and add leaves it (and `moduleweight`) unprefixed.
import re

_PREFIX = re.compile("^module.")


def strip_module_prefix(state_dict):
    return OrderedDict((_PREFIX.sub("", k, count=1), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if _PREFIX.match(k) else "module." + k, v) for k, v in state_dict.items())
