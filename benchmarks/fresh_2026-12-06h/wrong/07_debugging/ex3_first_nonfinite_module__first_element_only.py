# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth" — checks only the first element of a tuple or list output (as for shapes), so a leaf returning `(h, log h[:, :1])` whose second element is NaN/-inf is not reported; a later module is named instead.
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def hook(module, args, output, name):
        while isinstance(output, (tuple, list)):
            output = output[0]
        if not found and not torch.isfinite(output).all():
            found.append(name)

    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
