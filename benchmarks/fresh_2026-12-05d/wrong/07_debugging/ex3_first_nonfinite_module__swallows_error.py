# Mistake: "they must all be removed before the function returns, **also when the forward pass raises an error** (let the error propagate)" — the hooks are removed, but the RuntimeError is caught and None returned ("nothing non-finite was produced"), so the caller never sees the real error (a Linear of the wrong width).
def _nonfinite(value):
    if isinstance(value, torch.Tensor):
        return not bool(torch.isfinite(value).all())
    if isinstance(value, (tuple, list)):
        return any(_nonfinite(v) for v in value)
    return False


def first_nonfinite_module(model: nn.Module, *inputs):
    hits = []
    handles = [module.register_forward_hook(
                   lambda m, args, out, name=name: hits.append(name) if _nonfinite(out) else None)
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    except RuntimeError:
        return None
    finally:
        for h in handles:
            h.remove()
    return hits[0] if hits else None
