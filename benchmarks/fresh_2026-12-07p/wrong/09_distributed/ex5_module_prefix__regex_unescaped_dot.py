# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" / "puts `"module."` in front of every key that does not already start with it": the regex `^module.` has an unescaped dot, which matches any character, so `module_list.0.weight` becomes `list.0.weight` and `moduleweight` becomes `eight` when stripping, and add_module_prefix leaves `module_list.0.weight` without its prefix.
import re

_PREFIX = re.compile(r"^module.")


def strip_module_prefix(state_dict):
    return OrderedDict((_PREFIX.sub("", k, count=1), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if _PREFIX.match(k) else "module." + k, v) for k, v in state_dict.items())
