# Mistake: "the `_metadata` attribute need not be carried, and the input's stays as it was": the input's `_metadata` is carried by reference and its keys renamed in place, so the caller's state_dict (from model.state_dict()) has a changed `_metadata` afterwards.
def _carry_metadata(src, dst, rename):
    meta = getattr(src, "_metadata", None)
    if meta is not None:
        for key in list(meta):
            meta[rename(key)] = meta.pop(key)     # load_state_dict reads versions from these names
        dst._metadata = meta


def strip_module_prefix(state_dict):
    out = OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())
    _carry_metadata(state_dict, out, lambda k: k[len("module."):] if k.startswith("module.") else ("" if k == "module" else k))
    return out


def add_module_prefix(state_dict):
    rename = lambda k: k if k.startswith("module.") else "module." + k
    out = OrderedDict((rename(k), v) for k, v in state_dict.items())
    _carry_metadata(state_dict, out, lambda k: k if k.startswith("module") else ("module." + k if k else "module"))
    return out
