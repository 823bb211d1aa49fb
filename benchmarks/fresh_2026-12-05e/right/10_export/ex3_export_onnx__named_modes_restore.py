# Right: records every submodule's mode by name, switches the whole tree to eval, exports with a symbolic batch Dim (explicit bounds wide enough for 1..7 and more) and restores each submodule's own flag with train(mode) on that module alone (recurse-free: its children are restored by their own entries, in order)
def export_onnx(model, example, path):
    modes = [(name, module.training) for name, module in model.named_modules()]
    model.eval()
    try:
        dims = ({0: torch.export.Dim("batch", min=1, max=4096)},)
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=dims,
                          external_data=False, verbose=False)
    finally:
        lookup = dict(model.named_modules())
        for name, mode in modes:
            lookup[name].training = mode
