# Right: a hook on every module (the model included) that, until something is found, checks each tensor of an arbitrarily nested tuple/list output with isfinite (NaN and Inf); the first name in finish order wins; handles removed in finally, errors propagate unchanged.
def _has_nonfinite(value):
    if isinstance(value, torch.Tensor):
        return bool((~torch.isfinite(value)).any())
    if isinstance(value, (tuple, list)):
        return any(_has_nonfinite(v) for v in value)
    return False


def first_nonfinite_module(model: nn.Module, *inputs):
    first = None
    handles = []

    def make_hook(name):
        def hook(module, args, output):
            nonlocal first
            if first is None and _has_nonfinite(output):
                first = name
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make_hook(name)))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return first
