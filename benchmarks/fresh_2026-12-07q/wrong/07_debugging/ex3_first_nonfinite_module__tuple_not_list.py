# Mistake: "An output may be a tensor, or a tuple or list that may nest ... check every tensor in it, at any depth": the recursion descends into tuples only, so a leaf returning a list [2h, h[:, :1]] with an inf is skipped and a later module is reported.
class _Found(Exception):
    pass

def _nonfinite(out):
    if torch.is_tensor(out):
        return not bool(torch.isfinite(out).all())
    if isinstance(out, tuple):
        return any(_nonfinite(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []

    def make(name):
        def hook(module, args, output):
            if _nonfinite(output):
                raise _Found(name)
        return hook

    try:
        for name, m in model.named_modules():
            handles.append(m.register_forward_hook(make(name)))
        try:
            model(*inputs)
        except _Found as found:
            return found.args[0]
        return None
    finally:
        for h in handles:
            h.remove()
