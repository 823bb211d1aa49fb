# Mistake: "`strip_module_prefix(state_dict)` removes exactly one leading `\"module.\"` from every key that has one ... and leaves other keys unchanged" — it splits each key at its first dot with str.partition and drops the head when it is "module"; a key that is just `module` (no dot, allowed by the must-handle list) has head "module" and comes back as the empty string "".
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, _, rest = key.partition(".")
        out[rest if head == "module" else key] = value
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
