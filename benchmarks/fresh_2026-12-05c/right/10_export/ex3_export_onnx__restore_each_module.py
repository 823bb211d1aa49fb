# Right: records every submodule's own training flag, exports the model itself in eval mode, and restores each flag in a finally block (so a frozen BatchNorm stays in eval while the rest goes back to training); dynamic batch via Dim.DYNAMIC, one self-contained file, silent
def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim.DYNAMIC},),
                          external_data=False, verbose=False)
    finally:
        for m, was_training in modes:
            m.training = was_training
