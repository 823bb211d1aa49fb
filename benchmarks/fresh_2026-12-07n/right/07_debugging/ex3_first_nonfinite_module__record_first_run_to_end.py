# Right: runs the whole forward, keeps the first name whose output (any tensor at any depth) is not finite; hooks removed in finally.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def tensors(value):
        if isinstance(value, torch.Tensor):
            yield value
        elif isinstance(value, (tuple, list)):
            for v in value:
                yield from tensors(v)

    def make_hook(name):
        def hook(module, args, output):
            if not found and any(not torch.isfinite(t).all() for t in tensors(output)):
                found.append(name)
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
