# Right: record every submodule's training flag, export the model itself in eval mode with Dim.AUTO on dim 0 (a dynamic batch), restore each flag in a finally block.
def export_onnx(model, example, path):
    flags = [(module, module.training) for module in model.modules()]
    model.eval()
    try:
        torch.onnx.export(
            model, (example,), path,
            dynamo=True,
            dynamic_shapes=({0: torch.export.Dim.DYNAMIC},),
            external_data=False,
            verbose=False,
        )
    finally:
        for module, flag in flags:
            module.training = flag
