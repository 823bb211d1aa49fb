# Mistake: "removes exactly one leading `"module."` ... and leaves other keys unchanged" / "puts `"module."` in front of every key that does not already start with it": the prefix is matched case-insensitively "to be safe", so `Module.x` is stripped to `x` and add_module_prefix leaves `Module.x` as it is instead of `module.Module.x`.
import re


def strip_module_prefix(state_dict):
    return OrderedDict((re.sub(r"^module\.", "", k, count=1, flags=re.IGNORECASE), v)
                       for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match(r"module\.", k, flags=re.IGNORECASE) else "module." + k, v)
                       for k, v in state_dict.items())
