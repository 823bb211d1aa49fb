# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": reusing Exercise 2's rule (the tuple's first element), it checks only output[0], so a leaf returning (h, log h[:, :1]) whose h is finite but whose second tensor holds NaN/-inf is missed and a later module (or None) is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            first = out
            while isinstance(first, (tuple, list)):
                first = first[0]
            if not found and not torch.isfinite(first).all():
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
