# Mistake: "whose output contains a NaN or an infinity": testing isfinite on each tensor's sum reports a module whose values are all finite but large (e.g. exp(30 h) near 1e38) when their sum overflows to inf.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = None

    def tensors(out):
        if torch.is_tensor(out):
            yield out
        elif isinstance(out, (tuple, list)):
            for o in out:
                yield from tensors(o)

    def hook(name):
        def fn(module, args, output):
            nonlocal first
            if first is None and any(not torch.isfinite(t.sum()) for t in tensors(output)):   # NaN/inf propagate into the sum
                first = name
        return fn

    handles = [module.register_forward_hook(hook(name)) for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first
