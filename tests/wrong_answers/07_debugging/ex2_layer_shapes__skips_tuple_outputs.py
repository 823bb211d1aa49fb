# Diagnosis: tuple-output-skipped
# Pitfall: only tensor outputs are recorded: the LSTM, which returns a tuple, is left out.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []

    def hook(module, args, output, name):
        if isinstance(output, torch.Tensor):
            records.append((name, tuple(output.shape)))

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules() if len(list(module.children())) == 0]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return records
