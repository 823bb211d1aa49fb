# Right: per-module hooks testing isnan | isinf on every tensor of the (possibly nested) output, first hit kept in a nonlocal, handles removed in finally.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = None

    def nonfinite(out):
        if torch.is_tensor(out):
            return bool((out.isnan() | out.isinf()).any()) if out.is_floating_point() or out.is_complex() else False
        if isinstance(out, (tuple, list)):
            return any(nonfinite(o) for o in out)
        return False

    def make(name):
        def hook(module, args, out):
            nonlocal first
            if first is None and nonfinite(out):
                first = name
        return hook

    handles = [m.register_forward_hook(make(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first
