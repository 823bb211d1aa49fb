# Mistake: "Export it in evaluation mode ... no node of its graph trains (no `Dropout`, no `training_mode`), whatever mode each submodule arrived in": the model is switched to eval only when model.training is True, so a model in eval mode whose nested Dropout the caller left in training mode is exported with that Dropout training.
def export_onnx(model, example, path):
    switched = model.training
    if switched:
        model.eval()
    try:
        batch = torch.export.Dim("batch")
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: batch},),
                          external_data=False, verbose=False)
    finally:
        if switched:
            model.train()
