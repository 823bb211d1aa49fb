# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had": after exporting, the model is put back with model.train() whatever mode it arrived in, so a model handed over in eval mode comes back training (Dropout and BatchNorm on).
def export_onnx(model, example, path):
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train()          # back to training for the caller's next step
