# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth" — like the shapes exercise it looks only at the first element of a tuple or list, so a leaf returning (h, log h[:, :1]) whose second element is NaN/-inf is passed over and a later module is reported
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def make_hook(name):
        def hook(module, args, out):
            while isinstance(out, (tuple, list)):
                out = out[0]
            if not found and isinstance(out, torch.Tensor) and not torch.isfinite(out).all():
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
