# Mistake: "they must all be removed before the function returns, **also when the forward pass raises an error**" -- removes the hooks after the forward pass without try/finally, so an error leaves every hook attached.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = [None]

    def flat(out):
        if isinstance(out, (tuple, list)):
            return [t for o in out for t in flat(o)]
        return [out] if torch.is_tensor(out) else []

    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if first[0] is None and not all(torch.isfinite(t).all() for t in flat(output)):
                first[0] = name
        handles.append(module.register_forward_hook(hook))
    model(*inputs)
    for h in handles:
        h.remove()
    return first[0]
