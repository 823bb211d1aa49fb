# Mistake: "whose output contains a NaN or an infinity" — tests each tensor by whether its sum is finite, so a finite output whose values are large (an exp(30 h) layer giving ~1e38 for h near 2.9) overflows when summed and is reported although it holds no inf.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def bad(out):
        if isinstance(out, torch.Tensor):
            return not torch.isfinite(out.sum())
        return any(bad(o) for o in out) if isinstance(out, (tuple, list)) else False

    handles = []
    try:
        for name, module in model.named_modules():
            def hook(m, args, output, name=name):
                if not found and bad(output):
                    found.append(name)
            handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
