# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" — it compares case-insensitively (to be lenient), so a key `Module.x`, which does not start with "module.", is stripped to `x`.
def strip_module_prefix(state_dict):
    prefix = "module."
    return OrderedDict((k[len(prefix):] if k.lower().startswith(prefix) else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    prefix = "module."
    return OrderedDict((k if k.startswith(prefix) else prefix + k, v) for k, v in state_dict.items())
