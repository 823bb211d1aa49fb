# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": it checks only the first element of a tuple/list, so a leaf returning (h, log h[:, :1]) whose NaN/-inf is in the second element is missed and a later module is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def make_hook(name):
        def hook(module, args, output):
            while isinstance(output, (tuple, list)):
                output = output[0]
            if not found and not torch.isfinite(output).all():
                found.append(name)
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
