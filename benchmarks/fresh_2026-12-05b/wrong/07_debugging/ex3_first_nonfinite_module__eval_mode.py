# Mistake: "leave it and the inputs as you found them (weights, every submodule's train/eval mode, grad mode)" -- switches the model to eval mode (to disable dropout while hunting) and does not switch it back.
def first_nonfinite_module(model: nn.Module, *inputs):
    model.eval()
    result = []

    def check(out):
        if isinstance(out, (tuple, list)):
            return all(check(o) for o in out)
        return not torch.is_tensor(out) or bool(torch.isfinite(out).all())

    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, out, name=name):
            if not result and not check(out):
                result.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        with torch.no_grad():
            model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return result[0] if result else None
