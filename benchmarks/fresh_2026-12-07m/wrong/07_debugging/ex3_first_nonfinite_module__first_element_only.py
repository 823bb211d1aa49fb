# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth" - checks only the first element of a tuple/list output, so a leaf returning (h, log h[:, :1]) with the NaN only in its second element is skipped and a later module is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []

    def make_hook(name):
        def hook(module, args, output):
            t = output
            while isinstance(t, (tuple, list)):
                t = t[0]
            if not found and not torch.isfinite(t).all():
                found.append(name)
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make_hook(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
