# Right: stops the forward pass with a private exception class from the first hook that sees a non-finite tensor (found by a recursive walk of nested tuples/lists), and catches only that class.
class _FoundNonFinite(Exception):
    pass

def _any_nonfinite(out):
    if isinstance(out, torch.Tensor):
        return not bool(torch.isfinite(out).all())
    if isinstance(out, (tuple, list)):
        return any(_any_nonfinite(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def make_hook(name):
        def hook(module, args, output):
            if _any_nonfinite(output):
                found.append(name)
                raise _FoundNonFinite(name)
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except _FoundNonFinite:
        pass
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
