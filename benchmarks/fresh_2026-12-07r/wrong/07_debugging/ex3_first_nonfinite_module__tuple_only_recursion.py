# Mistake: "a tuple or list that may nest ... check every tensor in it, at any depth": recursing into tuples only skips a list output [2 h, log h[:, :1]], so its NaN/-inf is missed and a later module is reported.
def _bad(out):
    if isinstance(out, torch.Tensor):
        return not bool(torch.isfinite(out).all())
    if isinstance(out, tuple):
        return any(_bad(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    hits, handles = [], []
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(
            lambda m, a, o, name=name: hits.append(name) if _bad(o) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return hits[0] if hits else None
