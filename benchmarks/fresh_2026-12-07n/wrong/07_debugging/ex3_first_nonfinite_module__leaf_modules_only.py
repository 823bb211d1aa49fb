# Mistake: "Hooks go on every module" and "\"\" for the model itself": only leaf modules are hooked ("containers only pass data through"), so a container whose own forward computes exp(30 lin(h)), or a model whose own forward ends in log(h), is never reported (a later leaf, or None, is returned).
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def bad(value):
        if isinstance(value, torch.Tensor):
            return not torch.isfinite(value).all()
        if isinstance(value, (tuple, list)):
            return any(bad(v) for v in value)
        return False

    handles = []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: found.append(name) if bad(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
