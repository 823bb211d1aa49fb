# Mistake: "returns the name (from `named_modules()`, `""` for the model itself)" — skips the entry with the empty name (thinking the model itself is not a "module" to report); when the model's own forward makes the NaN (all submodules finite), it returns None instead of "".
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def bad(o):
        if torch.is_tensor(o):
            return not torch.isfinite(o).all()
        return isinstance(o, (tuple, list)) and any(bad(i) for i in o)

    for name, module in model.named_modules():
        if name == "":
            continue
        handles.append(module.register_forward_hook(
            lambda m, a, out, name=name: found.append(name) if not found and bad(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
