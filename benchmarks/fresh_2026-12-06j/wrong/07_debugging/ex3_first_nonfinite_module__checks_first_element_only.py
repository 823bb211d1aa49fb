# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": only the first element of a tuple/list output is checked, so a leaf returning (h, log h[:, :1]) whose second element is NaN/-inf is missed and a later module (or None) is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = []
    handles = []

    def make_hook(name):
        def hook(module, args, output):
            while isinstance(output, (tuple, list)):
                output = output[0]
            if not first and not torch.isfinite(output).all():
                first.append(name)
        return hook

    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first[0] if first else None
