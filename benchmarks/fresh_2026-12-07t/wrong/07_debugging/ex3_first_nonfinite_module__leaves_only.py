# Mistake: "Hooks go on every module" and "`\"\"` for the model itself": hooking only leaf modules misses a container whose own forward (exp(30 lin(h))) or the model's own forward makes the first NaN/Inf, returning a later leaf or None.
def first_nonfinite_module(model: nn.Module, *inputs):
    hits = []

    def check(out):
        if isinstance(out, (tuple, list)):
            return any(check(o) for o in out)
        return isinstance(out, torch.Tensor) and not torch.isfinite(out).all()

    handles = []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:          # the layers do the arithmetic
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: hits.append(name) if check(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return hits[0] if hits else None
