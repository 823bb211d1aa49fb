# Diagnosis: tuple-output-unchecked
# Pitfall: only tensor outputs are checked: the LSTM's tuple output is skipped, and a later module is blamed.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(module, args, output, name):
        if isinstance(output, torch.Tensor) and not found and not torch.isfinite(output).all():
            found.append(name)

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return found[0] if found else None
