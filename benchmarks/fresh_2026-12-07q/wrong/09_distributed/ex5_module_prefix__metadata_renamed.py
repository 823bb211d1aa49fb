# Mistake: "the `_metadata` attribute need not be carried, and the input's stays as it was" - this carries _metadata the way load_state_dict's helper does, renaming its keys in place on the very same object, so the caller's state_dict._metadata is changed.
def _rename(meta, fn):
    for key in list(meta):
        new = fn(key)
        if new != key:
            meta[new] = meta.pop(key)


def strip_module_prefix(state_dict):
    out = OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())
    meta = getattr(state_dict, "_metadata", None)
    if meta is not None:
        _rename(meta, lambda k: k[len("module."):] if k.startswith("module.") else ("" if k == "module" else k))
        out._metadata = meta
    return out


def add_module_prefix(state_dict):
    out = OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
    meta = getattr(state_dict, "_metadata", None)
    if meta is not None:
        _rename(meta, lambda k: k if k.startswith("module") else ("module" if k == "" else "module." + k))
        out._metadata = meta
    return out
