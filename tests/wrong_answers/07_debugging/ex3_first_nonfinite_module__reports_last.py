# Diagnosis: reports-last
# Pitfall: the name is overwritten at every non-finite output, so the last one (the model) is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = None

    def hook(module, args, output, name):
        nonlocal found
        values = output if isinstance(output, (tuple, list)) else (output,)
        if any(isinstance(v, torch.Tensor) and not torch.isfinite(v).all() for v in values):
            found = name

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return found
