# Mistake: "Hooks go on every module" (with "a container whose own forward computes exp(30 lin(h))" and "the model's own forward may end with exp(30 h)"): it hooks only leaf modules, so a non-finite value made by a container's or the model's own forward is never seen (None, or a later leaf, is returned instead of the container's name or "").
def _tensors(out):
    if torch.is_tensor(out):
        yield out
    elif isinstance(out, (tuple, list)):
        for item in out:
            yield from _tensors(item)

def first_nonfinite_module(model: nn.Module, *inputs):
    first = None
    handles = []

    def make_hook(name):
        def hook(module, args, out):
            nonlocal first
            if first is None and any(not torch.isfinite(t).all() for t in _tensors(out)):
                first = name
        return hook

    for name, module in model.named_modules():
        if next(module.children(), None) is None:          # layers only: containers just pass values on
            handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first
