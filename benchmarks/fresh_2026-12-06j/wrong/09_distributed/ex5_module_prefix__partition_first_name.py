# Mistake: "removes exactly one leading `"module."` ... and leaves other keys unchanged": the key is split at its first dot and the head dropped when it is "module", so a bare key `module` (no dot, no prefix) comes back as the empty string.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, _, rest = key.partition(".")
        out[rest if head == "module" else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, _, _ = key.partition(".")
        out[key if head == "module" and "." in key else "module." + key] = value
    return out
