# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth" — for a tuple/list output checks only its first element, so a leaf returning (h, log h[:, :1]) with a finite h and a NaN second part is passed over.
class _Stop(Exception):
    pass

def first_nonfinite_module(model: nn.Module, *inputs):
    found = [None]

    def make_hook(name):
        def hook(module, args, output):
            out = output
            while isinstance(out, (tuple, list)):
                out = out[0]
            if not torch.isfinite(out).all():
                found[0] = name
                raise _Stop
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except _Stop:
        pass
    finally:
        for h in handles:
            h.remove()
    return found[0]
