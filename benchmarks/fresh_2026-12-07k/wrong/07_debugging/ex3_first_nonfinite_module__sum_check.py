# Mistake: "whose output contains a NaN or an infinity": testing the finiteness of each output's sum also fires on a finite output whose values add up past the float range (e.g. exp(30 h) with h about 2.95 gives 2.7e38 per value in float32, finite, but two of them sum to inf), so a module with a finite output is reported.
def _flatten(out):
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in _flatten(o)]
    return [out] if isinstance(out, torch.Tensor) else []


def first_nonfinite_module(model: nn.Module, *inputs):
    order = []

    def hook(module, args, out):
        if any(not torch.isfinite(t.sum()) for t in _flatten(out)):   # NaN and inf propagate into the sum
            order.append(names[module])

    names = {m: n for n, m in model.named_modules()}
    handles = [m.register_forward_hook(hook) for m in names]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return order[0] if order else None
