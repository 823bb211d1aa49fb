# Mistake: "return new OrderedDicts ... leaving the dictionary they are given unchanged": to keep load_state_dict's version info, both functions carry the caller's `_metadata` and rename its keys in place, so the input state_dict's `_metadata` is changed (a plain model's state_dict() has one; calling add then strip on the same input leaves it mangled).
def _carry_metadata(source, target, rename):
    meta = getattr(source, "_metadata", None)
    if meta is not None:
        for old in list(meta):
            meta[rename(old)] = meta.pop(old)
        target._metadata = meta


def strip_module_prefix(state_dict):
    rename = lambda k: k[len("module."):] if k.startswith("module.") else k
    out = OrderedDict((rename(k), v) for k, v in state_dict.items())
    _carry_metadata(state_dict, out, rename)
    return out


def add_module_prefix(state_dict):
    rename = lambda k: k if k.startswith("module.") else "module." + k
    out = OrderedDict((rename(k), v) for k, v in state_dict.items())
    _carry_metadata(state_dict, out, rename)
    return out
