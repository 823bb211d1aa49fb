# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": checking only the first element of a tuple/list output misses a leaf returning (h, log h[:, :1]) whose NaN is in the second element, and reports a later module.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    def make_hook(name):
        def hook(mod, args, output):
            while isinstance(output, (tuple, list)):
                output = output[0]
            if not found and not torch.isfinite(output).all():
                found.append(name)
        return hook
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
