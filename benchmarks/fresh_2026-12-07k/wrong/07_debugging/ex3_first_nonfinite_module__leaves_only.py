# Mistake: "Hooks go on every module" and "returns the name ... (\"\" for the model itself)": hooking only leaf modules misses a container whose own forward computes exp(30 lin(h)) and a model whose own forward makes the NaN, returning a later module or None.
def _tensors(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tensors(v)


def first_nonfinite_module(model: nn.Module, *inputs):
    bad = []
    handles = []
    for name, module in model.named_modules():
        if list(module.children()):
            continue                      # containers only pass their children's outputs on
        handles.append(module.register_forward_hook(
            lambda m, a, out, name=name: bad.append(name)
            if any(not torch.isfinite(t).all() for t in _tensors(out)) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return bad[0] if bad else None
