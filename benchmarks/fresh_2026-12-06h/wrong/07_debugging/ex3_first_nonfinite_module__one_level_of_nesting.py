# Mistake: "a tuple or list that may nest (an LSTM returns `(output, (h, c))`): check every tensor in it, at any depth" — looks one level into tuples and calls `torch.isfinite` on each element, so the inner `(h, c)` tuple of an LSTM-like output raises a TypeError inside the hook.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = None
    handles = []

    def check(module, args, output, name):
        nonlocal first
        parts = output if isinstance(output, (tuple, list)) else (output,)
        if first is None and not all(torch.isfinite(t).all() for t in parts):
            first = name

    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(lambda m, a, o, name=name: check(m, a, o, name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first
