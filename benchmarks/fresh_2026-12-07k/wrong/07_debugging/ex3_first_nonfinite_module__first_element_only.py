# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": only the first element of a tuple/list is checked, so a leaf returning (h, log h[:, :1]) whose second element is NaN/-inf is missed and a later module (or None) is returned.
class _Found(Exception):
    pass


def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(name):
        def check(module, args, out):
            t = out[0] if isinstance(out, (tuple, list)) else out
            if isinstance(t, torch.Tensor) and not torch.isfinite(t).all():
                found.append(name)
                raise _Found()
        return check

    handles = [m.register_forward_hook(hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except _Found:
        pass
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
