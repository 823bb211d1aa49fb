# Mistake: "Export it in evaluation mode ... no node of its graph trains (no `Dropout`, no `training_mode`), whatever mode each submodule arrived in" — sets only the top module's `training` flag, so nested Dropout/BatchNorm still run in training mode during the export
def export_onnx(model, example, path):
    saved = model.training
    model.training = False
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = saved
